import { describe, expect, it } from 'vitest';
import { allLocales } from '../locales/all';
import { en } from '../locales/en';
import type { MessageId, PluralForms } from './catalog';
import { pluralForms } from './messages';

/**
 * What every translation must keep of the English: the same ids, exactly the placeholders, the
 * plural categories of its own language, and no English left behind.
 */
const translations = allLocales.filter((catalog) => catalog !== en);
const ids = Object.keys(en.messages) as MessageId[];

const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
const formsOf = (text: string | PluralForms) => Object.values(pluralForms(text));

/** Ids whose text is a name (a brand, a product, a wallet) or no words at all: the same in every language. */
const isLanguageFree = (id: MessageId) =>
  /^oauth\.provider\./.test(id) ||
  (/^crypto\.wallet\./.test(id) && !id.includes('Generic')) ||
  ['main.tabs.whatsapp', 'oneTap.label', 'phone.placeholder'].includes(id);

/** Texts that are spelled as in English and are the right word of the language too. */
const SAME_WORD_AS_ENGLISH: Readonly<Record<string, readonly MessageId[]>> = {
  es: ['idp.logout.no'],
  de: ['logo.alt'],
  fr: ['logo.alt', 'toast.region'],
  it: ['main.tabs.email', 'logo.alt', 'passwords.field.label', 'idp.logout.no'],
  nl: ['logo.alt'],
  pl: ['logo.alt'],
  tr: ['logo.alt'],
};

/** Words that only English has, among the texts' own words once names and code are taken out. */
const ENGLISH_ONLY_WORDS = /\b(the|your|please|you|been|could|should|have|with|this|from|here|which)\b/i;
/** Names, option names, package paths and URLs, which stay as they are inside translated sentences. */
const KEPT_AS_IS =
  /https?:\/\/\S+|@foyer\/\S+|\b\w+[._]\w+(?:\.\w+)*\b|\b[a-z]+[A-Z]\w*\b|\{\w+\}|Stytch|Google|One Tap|WhatsApp|Gmail|Yahoo|Outlook|Passkey|PasskeyRegistration|Ethereum|Solana/g;

/** Characters that override or embed a direction: the widget isolates values itself. */
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe.each(translations.map((catalog) => [catalog.tag, catalog] as const))(
  'the %s catalog',
  (tag, catalog) => {
    const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;

    it('is named by a canonical tag, in its own language, in its script’s direction', () => {
      expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
      expect(catalog.name).not.toBe('');
      const { textInfo } = new Intl.Locale(tag) as Intl.Locale & { textInfo: { direction: string } };
      expect(catalog.dir).toBe(textInfo.direction);
    });

    it('has every English id and no other', () => {
      expect(Object.keys(catalog.messages).sort()).toEqual([...ids].sort());
    });

    it('keeps exactly the placeholders of each English text', () => {
      for (const id of ids) {
        const english = [...new Set(placeholdersOf(formsOf(en.messages[id]).join(' ')))];
        const translated = catalog.messages[id];
        if (typeof translated === 'string') {
          expect(placeholdersOf(translated), id).toEqual(english);
          continue;
        }
        const others = english.filter((name) => name !== 'count');
        for (const [category, form] of Object.entries(translated)) {
          const kept = placeholdersOf(form);
          expect(
            kept.filter((name) => name !== 'count'),
            `${id}.${category}`,
          ).toEqual(others);
          // A zero, one or two form may say its number in words ("حرفًا واحدًا") rather than as {count}.
          const counts = kept.length - others.length;
          expect(['zero', 'one', 'two'].includes(category) ? [0, 1] : [1], `${id}.${category}`).toContain(
            counts,
          );
        }
      }
    });

    it('gives texts with a count exactly the plural categories of the language', () => {
      for (const id of ids) {
        const english = en.messages[id];
        const translated = catalog.messages[id];
        expect(typeof translated, id).toBe(typeof english);
        if (typeof translated !== 'string')
          expect(Object.keys(translated).sort(), id).toEqual([...categories].sort());
      }
    });

    it('leaves nothing in English but names', () => {
      const sameAsEnglish: string[] = [];
      const englishWords: string[] = [];
      for (const id of ids) {
        const english = formsOf(en.messages[id]);
        for (const form of formsOf(catalog.messages[id])) {
          expect(form.trim(), id).not.toBe('');
          expect(BIDI_CONTROLS.test(form), id).toBe(false);
          if (isLanguageFree(id)) continue;
          if (english.includes(form)) sameAsEnglish.push(id);
          if (ENGLISH_ONLY_WORDS.test(form.replace(KEPT_AS_IS, ' '))) englishWords.push(`${id}: ${form}`);
        }
      }
      expect(sameAsEnglish).toEqual(SAME_WORD_AS_ENGLISH[tag] ?? []);
      expect(englishWords).toEqual([]);
    });
  },
);

describe('the English catalog', () => {
  it('gives texts with a count the English plural categories', () => {
    for (const id of ids) {
      const text = en.messages[id];
      if (typeof text !== 'string') expect(Object.keys(text).sort(), id).toEqual(['one', 'other']);
    }
  });
});

/**
 * Buttons whose accessible name says more than their visible word. Someone who drives the page by
 * voice says the word they see, so the name must hold it (WCAG 2.5.3, label in name), in every language.
 */
const NAMED_BUTTONS: ReadonlyArray<readonly [visible: MessageId, name: MessageId]> = [
  ['passwords.field.show', 'passwords.field.showLabel'],
  ['passwords.field.hide', 'passwords.field.hideLabel'],
  ['passkeys.row.edit', 'passkeys.row.editLabel'],
  ['passkeys.row.delete', 'passkeys.row.deleteLabel'],
];

describe.each(allLocales.map((catalog) => [catalog.tag, catalog] as const))(
  'the %s catalog',
  (tag, catalog) => {
    it('names each button with its visible word in the name, as voice control users say it', () => {
      const lower = (id: MessageId) => formsOf(catalog.messages[id]).join(' ').toLocaleLowerCase(tag);
      const missing = NAMED_BUTTONS.filter(([visible, name]) => !lower(name).includes(lower(visible)));
      expect(missing).toEqual([]);
    });
  },
);
