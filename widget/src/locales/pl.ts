import type { LocaleCatalog } from '../strings/catalog';
import { plMessages } from '../strings/pl';

/**
 * Polish, addressing the user as ty (imperatives such as "Zaloguj się", "Nie pamiętasz hasła?"), as Polish
 * sign-in screens do; past-tense second-person forms, which would need a gender, are avoided.
 */
export const pl: LocaleCatalog = { tag: 'pl', name: 'Polski', dir: 'ltr', messages: plMessages };
