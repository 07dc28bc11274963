import { en } from '../locales/en';
import type { LocaleCatalog } from './catalog';

/** What the host asked for: a catalog, `'auto'` (the visitor's browser languages) or a BCP 47 tag. */
export type LocaleRequest = LocaleCatalog | 'auto' | (string & {});

export type LocaleChoice = {
  readonly catalog: LocaleCatalog;
  /**
   * Why the language shown is not the one asked for: no catalog was passed for it, or the tag is
   * not BCP 47. Absent when the choice matched (English asked for, or found along the fallback).
   */
  readonly problem?: { readonly kind: 'notImported' | 'invalid'; readonly requested: string };
};

/** `fr-CA` → `fr-ca`, `fr`; private-use and extension subtags are never language fallbacks. */
function fallbackChain(tag: string): string[] {
  const subtags = tag.toLowerCase().split('-');
  const chain: string[] = [];
  for (let length = subtags.length; length > 0; length--) {
    // A singleton (`x`, `u`) starts an extension: what follows it is not a shorter tag of the language.
    if (subtags[length - 1]?.length === 1) continue;
    chain.push(subtags.slice(0, length).join('-'));
  }
  return chain;
}

const isWellFormed = (tag: string): boolean => {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
};

/**
 * The catalog for one tag among `available`: along the tag's fallback chain first (`fr-CA` → `fr`),
 * then any catalog of the same language (`pt-PT` → `pt-BR`, better than another language).
 */
function findCatalog(tag: string, available: readonly LocaleCatalog[]): LocaleCatalog | undefined {
  const byTag = (wanted: string) => available.find((catalog) => catalog.tag.toLowerCase() === wanted);
  for (const candidate of fallbackChain(tag)) {
    const found = byTag(candidate);
    if (found) return found;
  }
  const language = tag.toLowerCase().split('-')[0];
  return available.find((catalog) => catalog.tag.toLowerCase().split('-')[0] === language);
}

/**
 * The language to show. `preferred` is the visitor's list (`navigator.languages`), read only for
 * `'auto'`. English is always available and is the last fallback.
 */
export function chooseLocale(
  requested: LocaleRequest | undefined,
  available: readonly LocaleCatalog[],
  preferred: readonly string[],
): LocaleChoice {
  if (requested === undefined) return { catalog: en };
  if (typeof requested !== 'string') return { catalog: requested };
  const pool = [en, ...available];
  const tags = (requested.trim().toLowerCase() === 'auto' ? preferred : [requested.trim()]).filter(
    (tag) => tag !== '',
  );
  const [first] = tags;
  if (first === undefined) return { catalog: en };
  if (!isWellFormed(first)) return { catalog: en, problem: { kind: 'invalid', requested: first } };
  const firstMatch = findCatalog(first, pool);
  if (firstMatch) return { catalog: firstMatch };
  // The visitor's first language has no catalog here: a later one of theirs may, else English.
  const later = tags.slice(1).filter(isWellFormed);
  const catalog = later.map((tag) => findCatalog(tag, pool)).find((found) => found !== undefined) ?? en;
  return { catalog, problem: { kind: 'notImported', requested: first } };
}
