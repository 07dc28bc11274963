import type { LocaleCatalog } from '../strings/catalog';
import { trMessages } from '../strings/tr';

/**
 * Turkish, addressing the user with siz ("oturum açın", "şifrenizi"); buttons use the short command form
 * ("Devam et", "Kaydet") that Turkish sign-in screens use on buttons.
 */
export const tr: LocaleCatalog = { tag: 'tr', name: 'Türkçe', dir: 'ltr', messages: trMessages };
