import type { AreaTranslation } from '../catalog';
import type { enCore } from '../en/core';

export const deCore: AreaTranslation<typeof enCore> = {
  'main.title': 'Registrieren oder anmelden',
  'main.divider': 'oder',
  'main.tabs.label': 'Anmeldeoptionen',
  'main.tabs.sms': 'SMS',
  'main.tabs.whatsapp': 'WhatsApp',
  'main.tabs.email': 'E-Mail',
  'email.label': 'E-Mail-Adresse',
  'email.placeholder': 'name@beispiel.de',
  'email.invalid': 'Ungültige E-Mail-Adresse. Bitte versuchen Sie es erneut.',
  'button.continue': 'Weiter',
  'button.back': 'Zurück',
  'status.loading': 'Wird geladen…',
  'status.submitting': 'Wird gesendet…',
  'logo.alt': 'Logo',
  'watermark.label': 'Bereitgestellt von Stytch',
  'link.newTab': '(wird in einem neuen Tab geöffnet)',
  'toast.dismiss': 'Benachrichtigung schließen',
  'toast.region': 'Benachrichtigungen',
  'error.title': 'Anscheinend ist ein Fehler aufgetreten!',
  'error.unreachable': 'Unsere Server sind nicht erreichbar.',
  'error.invalidJson': 'Ungültige JSON-Antwort von unseren Servern.',
  'error.invalidResponse': 'Ungültige Antwort von unseren Servern.',
  'error.screenUnavailable': 'Die Ansicht {screen} ist in dieser Version des Widgets noch nicht verfügbar.',
  'config.error.emailMagicLinksWithEmailOtp':
    'Fehler: Anmeldelinks per E-Mail und Einmalcodes per E-Mail können nicht gleichzeitig verwendet werden',
  'config.error.passkeysAlone':
    'Fehler: Passkeys können nicht allein verwendet werden. Bitte fügen Sie der Konfiguration ein weiteres Produkt hinzu.',
  'config.warning.localeNotImported':
    'Dem Widget wurde kein Katalog für die Sprache „{requested}“ übergeben, daher wird es auf {shown} angezeigt. Importieren Sie die Sprache aus @foyer/widget/locales und übergeben Sie sie in locales.',
  'config.warning.localeInvalid':
    '„{requested}“ ist kein BCP-47-Sprachtag, daher wird das Widget auf {shown} angezeigt.',
  'passkeys.error.noActiveUser':
    'Fehler: Die Komponente PasskeyRegistration kann nicht ohne angemeldeten Nutzer verwendet werden.',
  'error.userLocked': 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es später erneut.',
};
