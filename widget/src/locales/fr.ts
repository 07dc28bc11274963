import type { LocaleCatalog } from '../strings/catalog';
import { frMessages } from '../strings/fr';

/**
 * French, addressing the user as vous. Its texts follow French typography: a no-break space before
 * `:` and inside « », a narrow no-break space before `;`, `!` and `?`, so no line breaks before them.
 */
export const fr: LocaleCatalog = { tag: 'fr', name: 'Français', dir: 'ltr', messages: frMessages };
