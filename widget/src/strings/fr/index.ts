import type { Catalog } from '../catalog';
import { frCore } from './core';
import { frCrypto } from './crypto';
import { frIdp } from './idp';
import { frMagicLinks } from './magic-links';
import { frOAuth } from './oauth';
import { frOneTap } from './one-tap';
import { frOtp } from './otp';
import { frPasskeys } from './passkeys';
import { frPasswords } from './passwords';

export const frMessages: Catalog = {
  ...frCore,
  ...frMagicLinks,
  ...frOtp,
  ...frPasswords,
  ...frPasskeys,
  ...frCrypto,
  ...frOAuth,
  ...frOneTap,
  ...frIdp,
};
