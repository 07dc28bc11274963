import type { Catalog } from '../catalog';
import { itCore } from './core';
import { itCrypto } from './crypto';
import { itIdp } from './idp';
import { itMagicLinks } from './magic-links';
import { itOAuth } from './oauth';
import { itOneTap } from './one-tap';
import { itOtp } from './otp';
import { itPasskeys } from './passkeys';
import { itPasswords } from './passwords';

export const itMessages: Catalog = {
  ...itCore,
  ...itMagicLinks,
  ...itOtp,
  ...itPasswords,
  ...itPasskeys,
  ...itCrypto,
  ...itOAuth,
  ...itOneTap,
  ...itIdp,
};
