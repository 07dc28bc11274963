import type { Catalog } from '../catalog';
import { esCore } from './core';
import { esCrypto } from './crypto';
import { esIdp } from './idp';
import { esMagicLinks } from './magic-links';
import { esOAuth } from './oauth';
import { esOneTap } from './one-tap';
import { esOtp } from './otp';
import { esPasskeys } from './passkeys';
import { esPasswords } from './passwords';

export const esMessages: Catalog = {
  ...esCore,
  ...esMagicLinks,
  ...esOtp,
  ...esPasswords,
  ...esPasskeys,
  ...esCrypto,
  ...esOAuth,
  ...esOneTap,
  ...esIdp,
};
