import type { AreaTranslation } from '../catalog';
import type { enMagicLinks } from '../en/magic-links';

export const plMagicLinks: AreaTranslation<typeof enMagicLinks> = {
  'magicLinks.form.submit': 'Kontynuuj przez e-mail',
  'magicLinks.confirmation.title': 'Sprawdź pocztę e-mail',
  'magicLinks.confirmation.sentTo': 'Wysłaliśmy wiadomość na adres {email}.',
  'magicLinks.confirmation.openGmail': 'Otwórz Gmail',
  'magicLinks.confirmation.openYahoo': 'Otwórz Yahoo',
  'magicLinks.confirmation.openOutlook': 'Otwórz Outlook',
  'magicLinks.confirmation.notReceived': 'Wiadomość nie dotarła?',
  'magicLinks.confirmation.tryAgain': 'Spróbuj ponownie',
  'magicLinks.error.spent':
    'Nie udało się zweryfikować linku do logowania, ponieważ został już użyty lub wygasł. Spróbuj ponownie.',
};
