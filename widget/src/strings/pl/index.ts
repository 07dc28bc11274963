import type { Catalog } from '../catalog';
import { plCore } from './core';
import { plCrypto } from './crypto';
import { plIdp } from './idp';
import { plMagicLinks } from './magic-links';
import { plOAuth } from './oauth';
import { plOneTap } from './one-tap';
import { plOtp } from './otp';
import { plPasskeys } from './passkeys';
import { plPasswords } from './passwords';

export const plMessages: Catalog = {
  ...plCore,
  ...plMagicLinks,
  ...plOtp,
  ...plPasswords,
  ...plPasskeys,
  ...plCrypto,
  ...plOAuth,
  ...plOneTap,
  ...plIdp,
};
