import { useEffect, useId, useState } from 'react';
import { callingCodeOf, type RegionCode } from '../phone/calling-codes';
import { type CountryOption, countryOptions } from '../phone/region-names';
import { slot, VISUALLY_HIDDEN_CLASS } from '../theme/slots';
import { useWidget } from './widget-context';

type CountrySelectProps = {
  region: RegionCode;
  onRegionChange(region: RegionCode): void;
  disabled?: boolean;
};

/**
 * The select's options. Country names come from the engine's region display names, whose data takes
 * tens of milliseconds to load on first use: the first paint shows only the selected region, by its
 * code, so the form is usable at once, and the named list replaces it right after.
 */
function useCountryOptions(region: RegionCode, locale: string): CountryOption[] {
  const [named, setNamed] = useState<{ locale: string; options: CountryOption[] } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setNamed({ locale, options: countryOptions(locale) }), 0);
    return () => clearTimeout(timer);
  }, [locale]);
  if (named?.locale === locale) return named.options;
  return [{ region, callingCode: callingCodeOf(region), name: region }];
}

/**
 * Left-to-right isolates around the calling code: in right-to-left text its "+" would otherwise
 * be read as a neutral and drawn after the digits ("(44+)"). An option is plain text, so the marks
 * are characters; left-to-right options need none.
 */
const LTR_ISOLATE = '\u2066';
const POP_ISOLATE = '\u2069';

/** The calling-code select in front of a phone number; options read "Country (+code)". */
export function CountrySelect({ region, onRegionChange, disabled }: CountrySelectProps) {
  const { translator } = useWidget();
  const id = useId();
  const options = useCountryOptions(region, translator.locale);
  const callingCode = (code: string) =>
    translator.dir === 'rtl' ? `${LTR_ISOLATE}+${code}${POP_ISOLATE}` : `+${code}`;
  return (
    <>
      <label className={VISUALLY_HIDDEN_CLASS} htmlFor={id}>
        {translator.t('phone.countryLabel')}
      </label>
      <select
        id={id}
        {...slot('input', { also: ['country-select'] })}
        value={region}
        disabled={disabled}
        onChange={(event) => onRegionChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.region} value={option.region}>
            {`${option.name} (${callingCode(option.callingCode)})`}
          </option>
        ))}
      </select>
    </>
  );
}
