import type { AreaTranslation } from '../catalog';
import type { enOneTap } from '../en/one-tap';

export const itOneTap: AreaTranslation<typeof enOneTap> = {
  'oneTap.label': 'Google One Tap',
  'oneTap.pending': 'Caricamento di Google One Tap…',
  'oneTap.testTokenOnly': 'Messaggio per gli sviluppatori (mostrato solo con token pubblici di test):',
  'oneTap.error.origin_not_allowed_for_client':
    'Google One Tap non può essere mostrato qui: l’origine di questa pagina non è un’origine JavaScript autorizzata del client OAuth di Google. Aggiungila alle origini autorizzate del client, vedi https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid',
  'oneTap.error.invalid_client':
    'Google non riconosce l’ID client OAuth impostato per questo progetto, quindi One Tap non può essere mostrato. Controlla l’ID client nelle impostazioni OAuth di Google del progetto, vedi https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid',
  'oneTap.error.oauth_config_not_found':
    'Google OAuth non è configurato per questo progetto, quindi One Tap non può essere mostrato. Configura Google nelle impostazioni OAuth, vedi https://stytch.com/docs/guides/oauth/google',
  'oneTap.error.no_login_redirect_urls_set':
    'Questo progetto non ha un URL di reindirizzamento per l’accesso, che serve a One Tap. Aggiungine uno, vedi https://stytch.com/docs/guides/dashboard/redirect-urls',
  'oneTap.error.no_signup_redirect_urls_set':
    'Questo progetto non ha un URL di reindirizzamento per la registrazione, che serve a One Tap. Aggiungine uno, vedi https://stytch.com/docs/guides/dashboard/redirect-urls',
  'oneTap.error.default_provider_not_allowed':
    'One Tap richiede un client OAuth di Google proprio del progetto; le credenziali di test predefinite non possono essere usate. Imposta l’ID client e il segreto client, vedi https://stytch.com/docs/guides/oauth/google',
};
