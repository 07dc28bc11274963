/** Texts of the email magic-link form and the EmailConfirmation screen. */
export const enMagicLinks = {
  'magicLinks.form.submit': 'Continue with email',
  'magicLinks.confirmation.title': 'Check your email',
  'magicLinks.confirmation.sentTo': 'An email was sent to {email}.',
  'magicLinks.confirmation.openGmail': 'Open in Gmail',
  'magicLinks.confirmation.openYahoo': 'Open in Yahoo',
  'magicLinks.confirmation.openOutlook': 'Open in Outlook',
  'magicLinks.confirmation.notReceived': "Didn't get it?",
  'magicLinks.confirmation.tryAgain': 'Try again',
  'magicLinks.error.spent':
    'The magic link could not be authenticated because it was either already used or expired. Please try again.',
} as const;
