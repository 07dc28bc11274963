import type { LocaleCatalog } from '../strings/catalog';
import { nlMessages } from '../strings/nl';

/** Dutch, addressing the user as je (informal, as Dutch sign-in screens do). */
export const nl: LocaleCatalog = { tag: 'nl', name: 'Nederlands', dir: 'ltr', messages: nlMessages };
