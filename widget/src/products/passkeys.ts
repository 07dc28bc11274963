import { PasskeySection } from '../screens/main/PasskeySection';
import { lazyNamed } from './lazy-named';
import type { Product } from './types';

/**
 * Passkey login: Main's passkey section (autofill on the email input, or a button) and the
 * confirmation. Registration and the passkey list belong to the passkey-registration mount mode.
 */
export const passkeys: Product = {
  name: 'passkeys',
  placement: 'passkey',
  tabForms: {},
  mainSection: PasskeySection,
  screens: {
    PasskeyConfirmation: lazyNamed(
      () => import('../screens/passkey/PasskeyConfirmation'),
      'PasskeyConfirmation',
    ),
  },
};
