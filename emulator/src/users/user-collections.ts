import { z } from 'zod';
import type { CryptoWalletType } from '../crypto-wallets/wallet-address';
import { describeCollection } from '../store/collection-descriptor';

export type UserName = { first_name: string; middle_name: string; last_name: string };

export type UserEmail = { email_id: string; email: string; verified: boolean };

export type UserPhoneNumber = { phone_id: string; phone_number: string; verified: boolean };

export type UserProvider = {
  oauth_user_registration_id: string;
  provider_subject: string;
  provider_type: string;
  profile_picture_url: string;
  locale: string;
};

export type UserTotp = { totp_id: string; verified: boolean };

export type UserCryptoWallet = {
  crypto_wallet_id: string;
  crypto_wallet_address: string;
  crypto_wallet_type: CryptoWalletType;
  verified: boolean;
};

export type UserWebAuthnRegistration = {
  webauthn_registration_id: string;
  domain: string;
  user_agent: string;
  authenticator_type: string;
  verified: boolean;
  name: string;
};

export type UserBiometricRegistration = { biometric_registration_id: string; verified: boolean };

export type UserPassword = { password_id: string; requires_reset: boolean };

/**
 * A user exactly as the provider's public shape has it (`../shared/reference/provider-contract.md` §12),
 * so routes return stored records without mapping them.
 */
export type User = {
  user_id: string;
  created_at: string;
  status: 'active' | 'pending';
  name: UserName;
  emails: UserEmail[];
  phone_numbers: UserPhoneNumber[];
  providers: UserProvider[];
  totps: UserTotp[];
  crypto_wallets: UserCryptoWallet[];
  webauthn_registrations: UserWebAuthnRegistration[];
  biometric_registrations: UserBiometricRegistration[];
  password: UserPassword | null;
  trusted_metadata: Record<string, unknown>;
  untrusted_metadata: Record<string, unknown>;
  roles: string[];
  external_id?: string;
};

export const usersCollection = describeCollection<User>({
  key: 'user_id',
  streamEvent: 'user',
  schema: z.looseObject({
    user_id: z.string(),
    created_at: z.string(),
    status: z.enum(['active', 'pending']),
    name: z.object({ first_name: z.string(), middle_name: z.string(), last_name: z.string() }),
    emails: z.array(z.object({ email_id: z.string(), email: z.string(), verified: z.boolean() })),
    phone_numbers: z.array(
      z.object({ phone_id: z.string(), phone_number: z.string(), verified: z.boolean() }),
    ),
    providers: z.array(z.looseObject({ oauth_user_registration_id: z.string() })),
    totps: z.array(z.looseObject({ totp_id: z.string() })),
    crypto_wallets: z.array(z.looseObject({ crypto_wallet_id: z.string() })),
    webauthn_registrations: z.array(z.looseObject({ webauthn_registration_id: z.string() })),
    biometric_registrations: z.array(z.looseObject({ biometric_registration_id: z.string() })),
    password: z.object({ password_id: z.string(), requires_reset: z.boolean() }).nullable(),
    trusted_metadata: z.record(z.string(), z.unknown()),
    untrusted_metadata: z.record(z.string(), z.unknown()),
    roles: z.array(z.string()),
  }),
});
