import type { LocaleCatalog } from '../strings/catalog';
import { itMessages } from '../strings/it';

/** Italian, addressing the user as tu. */
export const it: LocaleCatalog = { tag: 'it', name: 'Italiano', dir: 'ltr', messages: itMessages };
