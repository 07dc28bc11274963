import type { AreaTranslation } from '../catalog';
import type { enOneTap } from '../en/one-tap';

export const plOneTap: AreaTranslation<typeof enOneTap> = {
  'oneTap.label': 'Google One Tap',
  'oneTap.pending': 'Ładowanie Google One Tap…',
  'oneTap.testTokenOnly': 'Komunikat dla deweloperów (widoczny tylko przy testowych tokenach publicznych):',
  'oneTap.error.origin_not_allowed_for_client':
    'Google One Tap nie może się tu wyświetlić: źródło tej strony nie jest autoryzowanym źródłem JavaScript klienta Google OAuth. Dodaj je do autoryzowanych źródeł klienta – zobacz https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid',
  'oneTap.error.invalid_client':
    'Google nie rozpoznaje identyfikatora klienta OAuth ustawionego dla tego projektu, więc One Tap nie może się wyświetlić. Sprawdź identyfikator klienta w ustawieniach Google OAuth projektu – zobacz https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid',
  'oneTap.error.oauth_config_not_found':
    'Google OAuth nie jest skonfigurowany dla tego projektu, więc One Tap nie może się wyświetlić. Skonfiguruj Google w ustawieniach OAuth – zobacz https://stytch.com/docs/guides/oauth/google',
  'oneTap.error.no_login_redirect_urls_set':
    'Ten projekt nie ma adresu URL przekierowania po logowaniu, a One Tap go wymaga. Dodaj taki adres – zobacz https://stytch.com/docs/guides/dashboard/redirect-urls',
  'oneTap.error.no_signup_redirect_urls_set':
    'Ten projekt nie ma adresu URL przekierowania po rejestracji, a One Tap go wymaga. Dodaj taki adres – zobacz https://stytch.com/docs/guides/dashboard/redirect-urls',
  'oneTap.error.default_provider_not_allowed':
    'One Tap wymaga własnego klienta Google OAuth projektu; domyślnych testowych danych logowania nie można z nim używać. Ustaw identyfikator i tajny klucz klienta – zobacz https://stytch.com/docs/guides/oauth/google',
};
