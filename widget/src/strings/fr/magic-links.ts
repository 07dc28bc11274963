import type { AreaTranslation } from '../catalog';
import type { enMagicLinks } from '../en/magic-links';

export const frMagicLinks: AreaTranslation<typeof enMagicLinks> = {
  'magicLinks.form.submit': 'Continuer par e-mail',
  'magicLinks.confirmation.title': 'Consultez votre boîte de réception',
  'magicLinks.confirmation.sentTo': 'Un e-mail a été envoyé à {email}.',
  'magicLinks.confirmation.openGmail': 'Ouvrir dans Gmail',
  'magicLinks.confirmation.openYahoo': 'Ouvrir dans Yahoo',
  'magicLinks.confirmation.openOutlook': 'Ouvrir dans Outlook',
  'magicLinks.confirmation.notReceived': 'Vous ne l’avez pas reçu ?',
  'magicLinks.confirmation.tryAgain': 'Réessayer',
  'magicLinks.error.spent':
    'Le lien de connexion n’a pas pu être vérifié, car il a déjà été utilisé ou a expiré. Veuillez réessayer.',
};
