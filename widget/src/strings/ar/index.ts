import type { Catalog } from '../catalog';
import { arCore } from './core';
import { arCrypto } from './crypto';
import { arIdp } from './idp';
import { arMagicLinks } from './magic-links';
import { arOAuth } from './oauth';
import { arOneTap } from './one-tap';
import { arOtp } from './otp';
import { arPasskeys } from './passkeys';
import { arPasswords } from './passwords';

export const arMessages: Catalog = {
  ...arCore,
  ...arMagicLinks,
  ...arOtp,
  ...arPasswords,
  ...arPasskeys,
  ...arCrypto,
  ...arOAuth,
  ...arOneTap,
  ...arIdp,
};
