import type { AreaTranslation } from '../catalog';
import type { enOneTap } from '../en/one-tap';

export const deOneTap: AreaTranslation<typeof enOneTap> = {
  'oneTap.label': 'Google One Tap',
  'oneTap.pending': 'Google One Tap wird geladen…',
  'oneTap.testTokenOnly': 'Hinweis für Entwickler (nur bei öffentlichen Test-Tokens sichtbar):',
  'oneTap.error.origin_not_allowed_for_client':
    'Google One Tap kann hier nicht angezeigt werden: Der Ursprung dieser Seite ist kein autorisierter JavaScript-Ursprung des Google-OAuth-Clients. Fügen Sie ihn den autorisierten Ursprüngen des Clients hinzu, siehe https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid',
  'oneTap.error.invalid_client':
    'Google kennt die für dieses Projekt festgelegte OAuth-Client-ID nicht, daher kann One Tap nicht angezeigt werden. Prüfen Sie die Client-ID in den Google-OAuth-Einstellungen des Projekts, siehe https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid',
  'oneTap.error.oauth_config_not_found':
    'Google OAuth ist für dieses Projekt nicht eingerichtet, daher kann One Tap nicht angezeigt werden. Richten Sie Google in den OAuth-Einstellungen ein, siehe https://stytch.com/docs/guides/oauth/google',
  'oneTap.error.no_login_redirect_urls_set':
    'Für dieses Projekt ist keine Weiterleitungs-URL für die Anmeldung festgelegt, die One Tap jedoch benötigt. Fügen Sie eine hinzu, siehe https://stytch.com/docs/guides/dashboard/redirect-urls',
  'oneTap.error.no_signup_redirect_urls_set':
    'Für dieses Projekt ist keine Weiterleitungs-URL für die Registrierung festgelegt, die One Tap jedoch benötigt. Fügen Sie eine hinzu, siehe https://stytch.com/docs/guides/dashboard/redirect-urls',
  'oneTap.error.default_provider_not_allowed':
    'One Tap benötigt den eigenen Google-OAuth-Client des Projekts; die Standard-Testanmeldedaten können dafür nicht verwendet werden. Legen Sie die Client-ID und den Clientschlüssel fest, siehe https://stytch.com/docs/guides/oauth/google',
};
