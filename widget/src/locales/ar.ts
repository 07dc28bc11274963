import { arMessages } from '../strings/ar';
import type { LocaleCatalog } from '../strings/catalog';

/**
 * Modern Standard Arabic as sign-in screens write it: the user is addressed in the second person
 * singular, requests are polite ("يُرجى" with a verbal noun), buttons and titles are verbal nouns, and
 * where a verb must carry a gender it takes the conventional masculine. Arabic punctuation (، ؛ ؟)
 * and « » quotes.
 */
export const ar: LocaleCatalog = { tag: 'ar', name: 'العربية', dir: 'rtl', messages: arMessages };
