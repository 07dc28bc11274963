import type { Catalog } from '../catalog';
import { heCore } from './core';
import { heCrypto } from './crypto';
import { heIdp } from './idp';
import { heMagicLinks } from './magic-links';
import { heOAuth } from './oauth';
import { heOneTap } from './one-tap';
import { heOtp } from './otp';
import { hePasskeys } from './passkeys';
import { hePasswords } from './passwords';

export const heMessages: Catalog = {
  ...heCore,
  ...heMagicLinks,
  ...heOtp,
  ...hePasswords,
  ...hePasskeys,
  ...heCrypto,
  ...heOAuth,
  ...heOneTap,
  ...heIdp,
};
