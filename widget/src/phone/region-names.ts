import { CALLING_CODES, type RegionCode } from './calling-codes';

export type CountryOption = { region: RegionCode; callingCode: string; name: string };

/** The country select's options in the widget's language, sorted by name. */
export function countryOptions(locale: string): CountryOption[] {
  const names = regionNamer(locale);
  const collator = new Intl.Collator(locale);
  return CALLING_CODES.map((entry) => ({ ...entry, name: names(entry.region) })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

function regionNamer(locale: string): (region: RegionCode) => string {
  // Engines without region display names still get a usable list of codes.
  if (typeof Intl.DisplayNames !== 'function') return (region) => region;
  const displayNames = new Intl.DisplayNames([locale], { type: 'region' });
  return (region) => displayNames.of(region) ?? region;
}
