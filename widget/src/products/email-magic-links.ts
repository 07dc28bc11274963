import { lazyNamed } from './lazy-named';
import type { Product } from './types';

export const emailMagicLinks: Product = {
  name: 'emailMagicLinks',
  screens: {},
  tabForms: {
    email: lazyNamed(() => import('../screens/main/EmailMagicLinkForm'), 'EmailMagicLinkForm'),
  },
};
