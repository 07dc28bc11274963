import type { Catalog } from '../catalog';
import { ptBrCore } from './core';
import { ptBrCrypto } from './crypto';
import { ptBrIdp } from './idp';
import { ptBrMagicLinks } from './magic-links';
import { ptBrOAuth } from './oauth';
import { ptBrOneTap } from './one-tap';
import { ptBrOtp } from './otp';
import { ptBrPasskeys } from './passkeys';
import { ptBrPasswords } from './passwords';

export const ptBrMessages: Catalog = {
  ...ptBrCore,
  ...ptBrMagicLinks,
  ...ptBrOtp,
  ...ptBrPasswords,
  ...ptBrPasskeys,
  ...ptBrCrypto,
  ...ptBrOAuth,
  ...ptBrOneTap,
  ...ptBrIdp,
};
