import type { Catalog } from '../catalog';
import { jaCore } from './core';
import { jaCrypto } from './crypto';
import { jaIdp } from './idp';
import { jaMagicLinks } from './magic-links';
import { jaOAuth } from './oauth';
import { jaOneTap } from './one-tap';
import { jaOtp } from './otp';
import { jaPasskeys } from './passkeys';
import { jaPasswords } from './passwords';

export const jaMessages: Catalog = {
  ...jaCore,
  ...jaMagicLinks,
  ...jaOtp,
  ...jaPasswords,
  ...jaPasskeys,
  ...jaCrypto,
  ...jaOAuth,
  ...jaOneTap,
  ...jaIdp,
};
