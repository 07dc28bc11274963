import { en } from '../locales/en';
import type { LocaleCatalog, MessageId, MessageValues, PluralForms, StringOverrides } from './catalog';

/** One piece of a formatted text: literal text, or the name of a placeholder to fill. */
export type MessagePart = { text: string } | { placeholder: string };

export type Translator = {
  /** The BCP 47 tag of the language shown, e.g. `pt-BR`. */
  readonly locale: string;
  readonly dir: 'ltr' | 'rtl';
  /**
   * The text of `id` with `{name}` placeholders replaced by `values` (missing ones stay visible).
   * Numbers are written in the locale's digits; a numeric `count` picks the plural form.
   */
  t(id: MessageId, values?: MessageValues): string;
  /** The text of `id` split around its placeholders, for callers that render them as elements. */
  parts(id: MessageId, values?: MessageValues): MessagePart[];
  /** A number in the locale's digits (`minimumIntegerDigits` pads, as a countdown's seconds need). */
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  /**
   * A text from elsewhere (a server's message, in the server's language), isolated in right-to-left
   * text so it lays itself out in its own direction: an English sentence keeps its full stop at its end.
   */
  foreign(text: string): string;
};

const PLACEHOLDER = /\{(\w+)\}/g;
// First-strong isolate and pop: a value (an address, a number) keeps its own direction inside text
// of the other direction, and cannot reorder the words around it.
const ISOLATE_START = '\u2068';
const ISOLATE_END = '\u2069';

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

/** The forms of a plural text, or a plain text as its only form. */
export function pluralForms(text: string | PluralForms): PluralForms {
  return typeof text === 'string' ? { other: text } : text;
}

/** The catalog of `locale` with the host's overrides on top. */
export function createTranslator(locale: LocaleCatalog = en, overrides: StringOverrides = {}): Translator {
  const plurals = new Intl.PluralRules(locale.tag);
  const numbers = new Map<string, Intl.NumberFormat>();
  const formatNumber = (value: number, options: Intl.NumberFormatOptions = {}) => {
    const key = JSON.stringify(options);
    let format = numbers.get(key);
    if (!format) {
      format = new Intl.NumberFormat(locale.tag, { useGrouping: false, ...options });
      numbers.set(key, format);
    }
    return format.format(value);
  };
  const template = (id: MessageId, values: MessageValues): string => {
    const forms = pluralForms(overrides[id] ?? locale.messages[id]);
    const count = values.count;
    return typeof count === 'number' ? (forms[plurals.select(count)] ?? forms.other) : forms.other;
  };
  const isolated = (text: string) => (locale.dir === 'rtl' ? `${ISOLATE_START}${text}${ISOLATE_END}` : text);
  const written = (value: string | number) =>
    isolated(typeof value === 'number' ? formatNumber(value) : value);
  return {
    locale: locale.tag,
    dir: locale.dir,
    formatNumber,
    foreign: isolated,
    t(id, values = {}) {
      return template(id, values).replace(PLACEHOLDER, (whole, name: string) => {
        const value = values[name];
        return value === undefined ? whole : written(value);
      });
    },
    parts(id, values = {}) {
      return splitPlaceholders(template(id, values));
    },
  };
}
