import type { Catalog, Locale, MessageId, StringOverrides } from './catalog';
import { en } from './en';
import { es } from './es';
import { ptBr } from './pt-br';

const CATALOGS: Readonly<Record<Locale, Catalog>> = { en, es, 'pt-br': ptBr };

/** One piece of a formatted text: literal text, or the name of a placeholder to fill. */
export type MessagePart = { text: string } | { placeholder: string };

export type Translator = {
  readonly locale: Locale;
  /** The text of `id` with `{name}` placeholders replaced by `values` (missing ones stay visible). */
  t(id: MessageId, values?: Readonly<Record<string, string>>): string;
  /** The text of `id` split around its placeholders, for callers that render them as elements. */
  parts(id: MessageId): MessagePart[];
};

const PLACEHOLDER = /\{(\w+)\}/g;

export function splitPlaceholders(template: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push({ text: template.slice(last, match.index) });
    parts.push({ placeholder: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push({ text: template.slice(last) });
  return parts;
}

/** The catalog of `locale` with the host's overrides on top. */
export function createTranslator(locale: Locale = 'en', overrides: StringOverrides = {}): Translator {
  const catalog = CATALOGS[locale];
  const template = (id: MessageId): string => overrides[id] ?? catalog[id];
  return {
    locale,
    t(id, values = {}) {
      return template(id).replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
    },
    parts(id) {
      return splitPlaceholders(template(id));
    },
  };
}
