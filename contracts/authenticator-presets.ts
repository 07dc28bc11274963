import type { NewAuthenticator } from './passkeys';

/**
 * The two kinds of authenticator most tests want, as DevTools' WebAuthn panel would be filled in
 * for them. Plain data, so the panel's form and the capability's tests read the same table.
 */
export const AUTHENTICATOR_PRESETS = {
  /** A phone's or laptop's built-in passkey store: discoverable credentials, biometrics that pass. */
  'platform passkey': {
    protocol: 'ctap2',
    transport: 'internal',
    hasResidentKey: true,
    hasUserVerification: true,
    hasLargeBlob: false,
    isUserVerified: true,
  },
  /** A USB key with no biometrics and no discoverable credentials. */
  'security key': {
    protocol: 'ctap2',
    transport: 'usb',
    hasResidentKey: false,
    hasUserVerification: false,
    hasLargeBlob: false,
    isUserVerified: false,
  },
} as const satisfies Record<string, NewAuthenticator>;

export type AuthenticatorPresetName = keyof typeof AUTHENTICATOR_PRESETS;
