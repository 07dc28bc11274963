import type { Catalog } from '../catalog';
import { deCore } from './core';
import { deCrypto } from './crypto';
import { deIdp } from './idp';
import { deMagicLinks } from './magic-links';
import { deOAuth } from './oauth';
import { deOneTap } from './one-tap';
import { deOtp } from './otp';
import { dePasskeys } from './passkeys';
import { dePasswords } from './passwords';

export const deMessages: Catalog = {
  ...deCore,
  ...deMagicLinks,
  ...deOtp,
  ...dePasswords,
  ...dePasskeys,
  ...deCrypto,
  ...deOAuth,
  ...deOneTap,
  ...deIdp,
};
