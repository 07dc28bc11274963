import type { AreaTranslation } from '../catalog';
import type { enOneTap } from '../en/one-tap';

export const nlOneTap: AreaTranslation<typeof enOneTap> = {
  'oneTap.label': 'Google One Tap',
  'oneTap.pending': 'Google One Tap laden…',
  'oneTap.testTokenOnly': 'Bericht voor ontwikkelaars (alleen zichtbaar met openbare testtokens):',
  'oneTap.error.origin_not_allowed_for_client':
    'Google One Tap kan hier niet worden getoond: de oorsprong van deze pagina is geen geautoriseerde JavaScript-oorsprong van de Google OAuth-client. Voeg de oorsprong toe aan de geautoriseerde oorsprongen van de client, zie https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid',
  'oneTap.error.invalid_client':
    'Google kent de OAuth-client-ID die voor dit project is ingesteld niet, dus One Tap kan niet worden getoond. Controleer de client-ID in de Google OAuth-instellingen van het project, zie https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid',
  'oneTap.error.oauth_config_not_found':
    'Google OAuth is niet ingesteld voor dit project, dus One Tap kan niet worden getoond. Stel Google in bij de OAuth-instellingen, zie https://stytch.com/docs/guides/oauth/google',
  'oneTap.error.no_login_redirect_urls_set':
    'Dit project heeft geen omleidings-URL voor inloggen, en One Tap heeft die nodig. Voeg er een toe, zie https://stytch.com/docs/guides/dashboard/redirect-urls',
  'oneTap.error.no_signup_redirect_urls_set':
    'Dit project heeft geen omleidings-URL voor registratie, en One Tap heeft die nodig. Voeg er een toe, zie https://stytch.com/docs/guides/dashboard/redirect-urls',
  'oneTap.error.default_provider_not_allowed':
    'One Tap heeft de eigen Google OAuth-client van het project nodig; de standaard testgegevens werken daar niet mee. Stel de client-ID en het clientgeheim in, zie https://stytch.com/docs/guides/oauth/google',
};
