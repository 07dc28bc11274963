import type { AreaTranslation } from '../catalog';
import type { enMagicLinks } from '../en/magic-links';

export const itMagicLinks: AreaTranslation<typeof enMagicLinks> = {
  'magicLinks.form.submit': 'Continua con l’email',
  'magicLinks.confirmation.title': 'Controlla la tua email',
  'magicLinks.confirmation.sentTo': 'Abbiamo inviato un’email a {email}.',
  'magicLinks.confirmation.openGmail': 'Apri in Gmail',
  'magicLinks.confirmation.openYahoo': 'Apri in Yahoo',
  'magicLinks.confirmation.openOutlook': 'Apri in Outlook',
  'magicLinks.confirmation.notReceived': 'Non l’hai ricevuta?',
  'magicLinks.confirmation.tryAgain': 'Riprova',
  'magicLinks.error.spent':
    'Non è stato possibile verificare il link di accesso perché è già stato usato o è scaduto. Riprova.',
};
