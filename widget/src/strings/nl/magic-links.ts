import type { AreaTranslation } from '../catalog';
import type { enMagicLinks } from '../en/magic-links';

export const nlMagicLinks: AreaTranslation<typeof enMagicLinks> = {
  'magicLinks.form.submit': 'Doorgaan met e-mail',
  'magicLinks.confirmation.title': 'Controleer je e-mail',
  'magicLinks.confirmation.sentTo': 'We hebben een e-mail gestuurd naar {email}.',
  'magicLinks.confirmation.openGmail': 'Openen in Gmail',
  'magicLinks.confirmation.openYahoo': 'Openen in Yahoo',
  'magicLinks.confirmation.openOutlook': 'Openen in Outlook',
  'magicLinks.confirmation.notReceived': 'Niets ontvangen?',
  'magicLinks.confirmation.tryAgain': 'Opnieuw proberen',
  'magicLinks.error.spent':
    'De inloglink kon niet worden gecontroleerd, omdat hij al is gebruikt of verlopen is. Probeer het opnieuw.',
};
