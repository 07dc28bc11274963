/** Texts every mount mode needs: layout, shared inputs, errors and config problems. */
export const enCore = {
  'main.title': 'Sign up or log in',
  'main.divider': 'or',
  'main.tabs.label': 'Ways to continue',
  'main.tabs.sms': 'Text',
  'main.tabs.whatsapp': 'WhatsApp',
  'main.tabs.email': 'Email',
  'email.label': 'Email',
  'email.placeholder': 'example@email.com',
  'email.invalid': 'Invalid email address, please try again.',
  'button.continue': 'Continue',
  'button.back': 'Go back',
  'status.loading': 'Loading…',
  'status.submitting': 'Submitting…',
  'logo.alt': 'Logo',
  'watermark.label': 'Powered by Stytch',
  'link.newTab': '(opens in a new tab)',
  'toast.dismiss': 'Dismiss notification',
  'toast.region': 'Notifications',
  'error.title': 'Looks like there was an error!',
  'error.unreachable': 'Unable to contact our servers.',
  'error.invalidJson': 'Invalid JSON response from our servers.',
  'error.invalidResponse': 'Invalid response from our servers.',
  'error.screenUnavailable': 'The {screen} screen is not built yet in this version of the widget.',
  'config.error.emailMagicLinksWithEmailOtp': 'Error: Cannot use both EML and Email OTP',
  'config.error.passkeysAlone':
    'Error: Cannot use Passkeys by itself, please add another product to the config.',
  'config.warning.localeNotImported':
    'No catalog for the language "{requested}" was passed to the widget, so it shows {shown}. Import the language from @foyer/widget/locales and pass it in locales.',
  'config.warning.localeInvalid': '"{requested}" is not a BCP 47 language tag, so the widget shows {shown}.',
  'passkeys.error.noActiveUser':
    'Error: Cannot use PasskeyRegistration component without active user authenticated.',
} as const;
