import type { LocaleCatalog } from '../strings/catalog';
import { deMessages } from '../strings/de';

/** German, addressing the user formally as Sie. */
export const de: LocaleCatalog = { tag: 'de', name: 'Deutsch', dir: 'ltr', messages: deMessages };
