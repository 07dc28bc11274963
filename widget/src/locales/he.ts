import type { LocaleCatalog } from '../strings/catalog';
import { heMessages } from '../strings/he';

/**
 * Hebrew, gender-neutral as Hebrew sign-in screens write it: instructions in impersonal forms
 * ("יש להזין", "אפשר לנסות שוב"), buttons and titles as verbal nouns, "שלך" for the user's things, and
 * no verb or adjective that would mark the user's gender. Straight " quotes, as Hebrew interfaces use.
 */
export const he: LocaleCatalog = { tag: 'he', name: 'עברית', dir: 'rtl', messages: heMessages };
