import type { Catalog } from '../catalog';
import { nlCore } from './core';
import { nlCrypto } from './crypto';
import { nlIdp } from './idp';
import { nlMagicLinks } from './magic-links';
import { nlOAuth } from './oauth';
import { nlOneTap } from './one-tap';
import { nlOtp } from './otp';
import { nlPasskeys } from './passkeys';
import { nlPasswords } from './passwords';

export const nlMessages: Catalog = {
  ...nlCore,
  ...nlMagicLinks,
  ...nlOtp,
  ...nlPasswords,
  ...nlPasskeys,
  ...nlCrypto,
  ...nlOAuth,
  ...nlOneTap,
  ...nlIdp,
};
