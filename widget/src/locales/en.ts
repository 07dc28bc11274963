import type { LocaleCatalog } from '../strings/catalog';
import { enMessages } from '../strings/en';

/** English: built into the widget's entry, and the language every other one falls back to. */
export const en: LocaleCatalog = { tag: 'en', name: 'English', dir: 'ltr', messages: enMessages };
