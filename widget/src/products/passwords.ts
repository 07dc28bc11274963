import { PasswordEmailForm } from '../screens/main/PasswordEmailForm';
import { lazyNamed } from './lazy-named';
import type { Product } from './types';

/**
 * Passwords: Main's Email tab searches the user and leads to create or log in; the reset emails and
 * the success screen come with it. Every screen is its own chunk, so a login without passwords never
 * downloads one. "Login without a password" can send a login link, hence EmailConfirmation.
 */
export const passwords: Product = {
  name: 'passwords',
  placement: 'form',
  tabForms: { email: PasswordEmailForm },
  screens: {
    PasswordCreateOrLogin: lazyNamed(
      () => import('../screens/password/PasswordCreateOrLogin'),
      'PasswordCreateOrLogin',
    ),
    PasswordForgot: lazyNamed(() => import('../screens/password/PasswordForgot'), 'PasswordForgot'),
    PasswordSetNew: lazyNamed(() => import('../screens/password/PasswordSetNew'), 'PasswordSetNew'),
    PasswordBreached: lazyNamed(() => import('../screens/password/PasswordBreached'), 'PasswordBreached'),
    PasswordDedupe: lazyNamed(() => import('../screens/password/PasswordDedupe'), 'PasswordDedupe'),
    PasswordConfirmation: lazyNamed(
      () => import('../screens/password/PasswordConfirmation'),
      'PasswordConfirmation',
    ),
  },
  leadsTo: ['EmailConfirmation'],
};
