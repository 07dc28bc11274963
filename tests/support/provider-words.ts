/**
 * What a user reads for an answer of the provider's, in the words the provider's prebuilt UI shows for
 * it (`@stytch/vanilla-js` 6.3.0: its error table and passkey prompt). The widget shows the same
 * texts for the same answers; the end-to-end tests of both UIs against the emulator hold each to these.
 */
export const PROVIDER_WORDS = {
  /** `otp_code_not_found`: a wrong passcode. */
  wrongPasscode: 'Invalid passcode, please try again.',
  /** `user_lock_limit_reached`: failed sign-ins in a row locked the user. */
  userLocked: 'Too many failed authentication attempts. Please try again later.',
  /** `unable_to_auth_magic_link`: a login link used already or expired. */
  spentLink:
    'The magic link could not be authenticated because it was either already used or expired. Please try again.',
  /** `webauthn_registration_not_found`: the passkey the browser offered is no longer the user's. */
  passkeyNotFound:
    'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
} as const;
