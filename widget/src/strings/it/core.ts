import type { AreaTranslation } from '../catalog';
import type { enCore } from '../en/core';

export const itCore: AreaTranslation<typeof enCore> = {
  'main.title': 'Registrati o accedi',
  'main.divider': 'oppure',
  'main.tabs.label': 'Opzioni di accesso',
  'main.tabs.sms': 'SMS',
  'main.tabs.whatsapp': 'WhatsApp',
  'main.tabs.email': 'Email',
  'email.label': 'Indirizzo email',
  'email.placeholder': 'nome@esempio.it',
  'email.invalid': 'Indirizzo email non valido, riprova.',
  'button.continue': 'Continua',
  'button.back': 'Indietro',
  'status.loading': 'Caricamento…',
  'status.submitting': 'Invio in corso…',
  'logo.alt': 'Logo',
  'watermark.label': 'Con tecnologia Stytch',
  'link.newTab': '(si apre in una nuova scheda)',
  'toast.dismiss': 'Chiudi notifica',
  'toast.region': 'Notifiche',
  'error.title': 'Sembra che si sia verificato un errore!',
  'error.unreachable': 'Impossibile contattare i nostri server.',
  'error.invalidJson': 'Risposta JSON non valida dai nostri server.',
  'error.invalidResponse': 'Risposta non valida dai nostri server.',
  'error.screenUnavailable': 'La schermata {screen} non è ancora disponibile in questa versione del widget.',
  'config.error.emailMagicLinksWithEmailOtp':
    'Errore: non è possibile usare insieme i link di accesso via email e i codici monouso via email',
  'config.error.passkeysAlone':
    'Errore: le passkey non possono essere usate da sole, aggiungi un altro prodotto alla configurazione.',
  'config.warning.localeNotImported':
    'Al widget non è stato passato nessun catalogo per la lingua «{requested}», quindi viene mostrato in {shown}. Importa la lingua da @foyer/widget/locales e passala in locales.',
  'config.warning.localeInvalid':
    '«{requested}» non è un tag di lingua BCP 47, quindi il widget viene mostrato in {shown}.',
  'passkeys.error.noActiveUser':
    'Errore: il componente PasskeyRegistration non può essere usato senza un utente autenticato.',
  'error.userLocked': 'Troppi tentativi di autenticazione non riusciti. Riprova più tardi.',
};
