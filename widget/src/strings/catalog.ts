import type { en } from './en';

/** A stable dotted id of a user-visible text, e.g. `magicLinks.confirmation.title`. */
export type MessageId = keyof typeof en;

/** A full translation: every id of `en` must be present, and nothing else. */
export type Catalog = { readonly [Id in MessageId]: string };

/** The translation of one area file: the same keys as its English counterpart. */
export type AreaTranslation<EnglishArea> = { readonly [Id in keyof EnglishArea]: string };

/** A host's replacements for some texts; unknown ids are a type error. */
export type StringOverrides = { readonly [Id in MessageId]?: string };

export const LOCALES = ['en', 'es', 'pt-br'] as const;
export type Locale = (typeof LOCALES)[number];
