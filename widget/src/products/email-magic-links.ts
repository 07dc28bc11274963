import { EmailMagicLinkForm } from '../screens/main/EmailMagicLinkForm';
import { lazyNamed } from './lazy-named';
import type { Product } from './types';

/** Email login links: Main's Email tab sends one; "Check your email" follows. */
export const emailMagicLinks: Product = {
  name: 'emailMagicLinks',
  placement: 'form',
  tabForms: { email: EmailMagicLinkForm },
  screens: {
    EmailConfirmation: lazyNamed(
      () => import('../screens/magic-link/EmailConfirmation'),
      'EmailConfirmation',
    ),
  },
};
