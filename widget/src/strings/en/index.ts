import { enCore } from './core';
import { enCrypto } from './crypto';
import { enIdp } from './idp';
import { enMagicLinks } from './magic-links';
import { enOAuth } from './oauth';
import { enOneTap } from './one-tap';
import { enOtp } from './otp';
import { enPasskeys } from './passkeys';
import { enPasswords } from './passwords';

/** The reference catalog: its keys are the message ids, its texts the defaults. */
export const enMessages = {
  ...enCore,
  ...enMagicLinks,
  ...enOtp,
  ...enPasswords,
  ...enPasskeys,
  ...enCrypto,
  ...enOAuth,
  ...enOneTap,
  ...enIdp,
} as const;
