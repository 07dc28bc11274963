import type { LocaleCatalog } from '../strings/catalog';
import { jaMessages } from '../strings/ja';

/**
 * Japanese in polite です/ます form, never naming the user as あなた; buttons are short verb or noun
 * phrases (「続行」「保存」) as Japanese sign-in screens have them. Latin words and placeholders are set
 * off by half-width spaces (Google and Apple style), punctuation is full-width.
 */
export const ja: LocaleCatalog = { tag: 'ja', name: '日本語', dir: 'ltr', messages: jaMessages };
