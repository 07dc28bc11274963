import type { AreaTranslation } from '../catalog';
import type { enCore } from '../en/core';

export const plCore: AreaTranslation<typeof enCore> = {
  'main.title': 'Zarejestruj się lub zaloguj',
  'main.divider': 'lub',
  'main.tabs.label': 'Sposoby logowania',
  'main.tabs.sms': 'SMS',
  'main.tabs.whatsapp': 'WhatsApp',
  'main.tabs.email': 'E-mail',
  'email.label': 'Adres e-mail',
  'email.placeholder': 'przyklad@poczta.pl',
  'email.invalid': 'Nieprawidłowy adres e-mail. Spróbuj ponownie.',
  'button.continue': 'Kontynuuj',
  'button.back': 'Wróć',
  'status.loading': 'Ładowanie…',
  'status.submitting': 'Wysyłanie…',
  'logo.alt': 'Logo',
  'watermark.label': 'Obsługiwane przez Stytch',
  'link.newTab': '(otwiera się w nowej karcie)',
  'toast.dismiss': 'Zamknij powiadomienie',
  'toast.region': 'Powiadomienia',
  'error.title': 'Wygląda na to, że wystąpił błąd!',
  'error.unreachable': 'Nie można połączyć się z naszymi serwerami.',
  'error.invalidJson': 'Nieprawidłowa odpowiedź JSON z naszych serwerów.',
  'error.invalidResponse': 'Nieprawidłowa odpowiedź z naszych serwerów.',
  'error.screenUnavailable': 'Ekran {screen} nie jest jeszcze dostępny w tej wersji widżetu.',
  'config.error.emailMagicLinksWithEmailOtp':
    'Błąd: nie można jednocześnie używać linków do logowania i jednorazowych kodów wysyłanych e-mailem',
  'config.error.passkeysAlone':
    'Błąd: kluczy dostępu nie można używać jako jedynej metody. Dodaj do konfiguracji inny produkt.',
  'config.warning.localeNotImported':
    'Widżet nie otrzymał katalogu dla języka „{requested}”, więc wyświetla się w języku: {shown}. Zaimportuj ten język z @foyer/widget/locales i przekaż go w locales.',
  'config.warning.localeInvalid':
    '„{requested}” nie jest tagiem języka BCP 47, więc widżet wyświetla się w języku: {shown}.',
  'passkeys.error.noActiveUser':
    'Błąd: komponentu PasskeyRegistration nie można używać bez zalogowanego użytkownika.',
  'error.userLocked': 'Zbyt wiele nieudanych prób uwierzytelnienia. Spróbuj ponownie później.',
};
