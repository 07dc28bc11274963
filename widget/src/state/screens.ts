/**
 * Every screen of the spec. Screens switch through state, never through the URL; a screen that no
 * registered product provides yet renders the unavailable-screen error instead of guessing.
 */
export const SCREEN_NAMES = [
  'Main',
  'EmailConfirmation',
  'OTPAuthenticate',
  'OTPConfirmation',
  'PasswordCreateOrLogin',
  'PasswordForgot',
  'PasswordBreached',
  'PasswordSetNew',
  'PasswordDedupe',
  'PasswordConfirmation',
  'PasswordResetForm',
  'PasskeyRegistrationStart',
  'PasskeyRegistrationSuccess',
  'PasskeyConfirmation',
  'CryptoConnect',
  'CryptoSignMessage',
  'CryptoOtherScreen',
  'CryptoSetupWallet',
  'CryptoError',
  'CryptoConfirmation',
  'IDPConsent',
  'Error',
] as const;

export type ScreenName = (typeof SCREEN_NAMES)[number];
