import type { Catalog } from '../catalog';
import { zhCNCore } from './core';
import { zhCNCrypto } from './crypto';
import { zhCNIdp } from './idp';
import { zhCNMagicLinks } from './magic-links';
import { zhCNOAuth } from './oauth';
import { zhCNOneTap } from './one-tap';
import { zhCNOtp } from './otp';
import { zhCNPasskeys } from './passkeys';
import { zhCNPasswords } from './passwords';

export const zhCNMessages: Catalog = {
  ...zhCNCore,
  ...zhCNMagicLinks,
  ...zhCNOtp,
  ...zhCNPasswords,
  ...zhCNPasskeys,
  ...zhCNCrypto,
  ...zhCNOAuth,
  ...zhCNOneTap,
  ...zhCNIdp,
};
