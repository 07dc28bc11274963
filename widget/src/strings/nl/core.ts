import type { AreaTranslation } from '../catalog';
import type { enCore } from '../en/core';

export const nlCore: AreaTranslation<typeof enCore> = {
  'main.title': 'Registreren of inloggen',
  'main.divider': 'of',
  'main.tabs.label': 'Manieren om door te gaan',
  'main.tabs.sms': 'Sms',
  'main.tabs.whatsapp': 'WhatsApp',
  'main.tabs.email': 'E-mail',
  'email.label': 'E-mailadres',
  'email.placeholder': 'naam@voorbeeld.nl',
  'email.invalid': 'Ongeldig e-mailadres. Probeer het opnieuw.',
  'button.continue': 'Doorgaan',
  'button.back': 'Terug',
  'status.loading': 'Laden…',
  'status.submitting': 'Verzenden…',
  'logo.alt': 'Logo',
  'watermark.label': 'Mogelijk gemaakt door Stytch',
  'link.newTab': '(wordt geopend in een nieuw tabblad)',
  'toast.dismiss': 'Melding sluiten',
  'toast.region': 'Meldingen',
  'error.title': 'Er lijkt iets mis te zijn gegaan!',
  'error.unreachable': 'Kan geen verbinding maken met onze servers.',
  'error.invalidJson': 'Ongeldig JSON-antwoord van onze servers.',
  'error.invalidResponse': 'Ongeldig antwoord van onze servers.',
  'error.screenUnavailable': 'Het scherm {screen} is nog niet beschikbaar in deze versie van de widget.',
  'config.error.emailMagicLinksWithEmailOtp':
    'Fout: inloglinks per e-mail en codes per e-mail kunnen niet tegelijk worden gebruikt',
  'config.error.passkeysAlone':
    'Fout: toegangssleutels kunnen niet als enige methode worden gebruikt. Voeg een ander product toe aan de configuratie.',
  'config.warning.localeNotImported':
    'De widget heeft geen catalogus voor de taal “{requested}” gekregen en wordt daarom in het {shown} weergegeven. Importeer de taal uit @foyer/widget/locales en geef die mee in locales.',
  'config.warning.localeInvalid':
    '“{requested}” is geen BCP 47-taaltag, daarom wordt de widget in het {shown} weergegeven.',
  'passkeys.error.noActiveUser':
    'Fout: de component PasskeyRegistration kan niet worden gebruikt zonder ingelogde gebruiker.',
  'error.userLocked': 'Te veel mislukte aanmeldpogingen. Probeer het later opnieuw.',
};
