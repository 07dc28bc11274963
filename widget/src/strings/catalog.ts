import type { enMessages } from './en';

/** A stable dotted id of a user-visible text, e.g. `magicLinks.confirmation.title`. */
export type MessageId = keyof typeof enMessages;

/**
 * The forms of a text that carries a `{count}`, one per CLDR plural category of the language
 * (`Intl.PluralRules`): English needs `one` and `other`, Japanese only `other`, Arabic all six.
 * `other` is always there; it is what a category the catalog lacks falls back to.
 */
export type PluralForms = { readonly other: string } & {
  readonly [Category in Exclude<Intl.LDMLPluralRule, 'other'>]?: string;
};

/** What a translation of one English text must be: a string, or plural forms where English has them. */
export type TranslationOf<EnglishText> = EnglishText extends string ? string : PluralForms;

/** A full translation: every id of `enMessages` must be present, and nothing else. */
export type Catalog = { readonly [Id in MessageId]: TranslationOf<(typeof enMessages)[Id]> };

/** The translation of one area file: the same keys as its English counterpart. */
export type AreaTranslation<EnglishArea> = {
  readonly [Id in keyof EnglishArea]: TranslationOf<EnglishArea[Id]>;
};

/** A host's replacements for some texts; unknown ids are a type error. */
export type StringOverrides = Partial<Catalog>;

/** Values for a text's placeholders; numbers are written in the locale's digits, `count` picks the plural form. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * One language of the widget. English is built in; every other language is its own module
 * (`@foyer/widget/locales/fr` exports `fr`), so a page downloads only the languages it imports.
 */
export type LocaleCatalog = {
  /** Its BCP 47 tag, e.g. `pt-BR`; matched case-insensitively. */
  readonly tag: string;
  /** Its name in its own language, for language pickers: `Français`, `日本語`. */
  readonly name: string;
  readonly dir: 'ltr' | 'rtl';
  readonly messages: Catalog;
};
