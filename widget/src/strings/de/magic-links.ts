import type { AreaTranslation } from '../catalog';
import type { enMagicLinks } from '../en/magic-links';

export const deMagicLinks: AreaTranslation<typeof enMagicLinks> = {
  'magicLinks.form.submit': 'Weiter mit E-Mail',
  'magicLinks.confirmation.title': 'Prüfen Sie Ihr E-Mail-Postfach',
  'magicLinks.confirmation.sentTo': 'Wir haben eine E-Mail an {email} gesendet.',
  'magicLinks.confirmation.openGmail': 'In Gmail öffnen',
  'magicLinks.confirmation.openYahoo': 'In Yahoo öffnen',
  'magicLinks.confirmation.openOutlook': 'In Outlook öffnen',
  'magicLinks.confirmation.notReceived': 'Keine E-Mail erhalten?',
  'magicLinks.confirmation.tryAgain': 'Erneut versuchen',
  'magicLinks.error.spent':
    'Der Anmeldelink konnte nicht bestätigt werden, da er bereits verwendet wurde oder abgelaufen ist. Bitte versuchen Sie es erneut.',
};
