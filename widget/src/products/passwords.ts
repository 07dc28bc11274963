import { lazyNamed } from './lazy-named';
import type { Product } from './types';

/**
 * Passwords: Main's Email tab searches the user and leads to create or log in; the reset emails, the
 * reset form (the reset mount's screen) and the success screen come with it. Every screen is its own
 * chunk, so a host that never reaches them never downloads them.
 */
export const passwords: Product = {
  name: 'passwords',
  screens: {
    PasswordCreateOrLogin: lazyNamed(
      () => import('../screens/PasswordCreateOrLogin'),
      'PasswordCreateOrLogin',
    ),
    PasswordForgot: lazyNamed(() => import('../screens/PasswordForgot'), 'PasswordForgot'),
    PasswordSetNew: lazyNamed(() => import('../screens/PasswordSetNew'), 'PasswordSetNew'),
    PasswordBreached: lazyNamed(() => import('../screens/PasswordBreached'), 'PasswordBreached'),
    PasswordDedupe: lazyNamed(() => import('../screens/PasswordDedupe'), 'PasswordDedupe'),
    PasswordResetForm: lazyNamed(() => import('../screens/PasswordResetForm'), 'PasswordResetForm'),
    PasswordConfirmation: lazyNamed(() => import('../screens/PasswordConfirmation'), 'PasswordConfirmation'),
  },
  tabForms: {
    email: lazyNamed(() => import('../screens/main/PasswordEmailForm'), 'PasswordEmailForm'),
  },
};
