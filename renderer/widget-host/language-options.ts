import { allLocales } from '../../widget/src/locales/all';

/** Every language the widget ships, each by its own name (`日本語`, `العربية`), for the testbed's pickers. */
export const LANGUAGE_OPTIONS: readonly { tag: string; label: string }[] = allLocales.map((catalog) => ({
  tag: catalog.tag,
  label: `${catalog.name} (${catalog.tag})`,
}));

/** The shipped tag a saved setting names, whatever its case (`pt-br` saved by an older testbed is `pt-BR`). */
export function shippedTag(saved: string): string | undefined {
  return LANGUAGE_OPTIONS.find((option) => option.tag.toLowerCase() === saved.toLowerCase())?.tag;
}
