import type { Catalog } from '../catalog';
import { koCore } from './core';
import { koCrypto } from './crypto';
import { koIdp } from './idp';
import { koMagicLinks } from './magic-links';
import { koOAuth } from './oauth';
import { koOneTap } from './one-tap';
import { koOtp } from './otp';
import { koPasskeys } from './passkeys';
import { koPasswords } from './passwords';

export const koMessages: Catalog = {
  ...koCore,
  ...koMagicLinks,
  ...koOtp,
  ...koPasswords,
  ...koPasskeys,
  ...koCrypto,
  ...koOAuth,
  ...koOneTap,
  ...koIdp,
};
