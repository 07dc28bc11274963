import type { LocaleCatalog } from '../strings/catalog';
import { esMessages } from '../strings/es';

/** Spanish, addressing the user as tú. */
export const es: LocaleCatalog = { tag: 'es', name: 'Español', dir: 'ltr', messages: esMessages };
