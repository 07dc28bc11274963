import type { Catalog } from '../catalog';
import { trCore } from './core';
import { trCrypto } from './crypto';
import { trIdp } from './idp';
import { trMagicLinks } from './magic-links';
import { trOAuth } from './oauth';
import { trOneTap } from './one-tap';
import { trOtp } from './otp';
import { trPasskeys } from './passkeys';
import { trPasswords } from './passwords';

export const trMessages: Catalog = {
  ...trCore,
  ...trMagicLinks,
  ...trOtp,
  ...trPasswords,
  ...trPasskeys,
  ...trCrypto,
  ...trOAuth,
  ...trOneTap,
  ...trIdp,
};
