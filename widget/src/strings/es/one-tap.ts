import type { AreaTranslation } from '../catalog';
import type { enOneTap } from '../en/one-tap';

export const esOneTap: AreaTranslation<typeof enOneTap> = {
  'oneTap.label': 'Google One Tap',
  'oneTap.pending': 'Cargando Google One Tap…',
  'oneTap.testTokenOnly': 'Mensaje para desarrolladores (solo con tokens públicos de prueba):',
  'oneTap.error.origin_not_allowed_for_client':
    'Google One Tap no puede mostrarse aquí: el origen de esta página no es un origen de JavaScript autorizado del cliente OAuth de Google. Agrégalo a los orígenes autorizados del cliente, consulta https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid',
  'oneTap.error.invalid_client':
    'Google no reconoce el ID de cliente OAuth configurado para este proyecto, así que One Tap no puede mostrarse. Revisa el ID de cliente en la configuración de OAuth de Google del proyecto, consulta https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid',
  'oneTap.error.oauth_config_not_found':
    'Google OAuth no está configurado para este proyecto, así que One Tap no puede mostrarse. Configura Google en los ajustes de OAuth, consulta https://stytch.com/docs/guides/oauth/google',
  'oneTap.error.no_login_redirect_urls_set':
    'Este proyecto no tiene URL de redirección de inicio de sesión, que One Tap necesita. Agrega una, consulta https://stytch.com/docs/guides/dashboard/redirect-urls',
  'oneTap.error.no_signup_redirect_urls_set':
    'Este proyecto no tiene URL de redirección de registro, que One Tap necesita. Agrega una, consulta https://stytch.com/docs/guides/dashboard/redirect-urls',
  'oneTap.error.default_provider_not_allowed':
    'One Tap necesita el cliente OAuth de Google propio del proyecto; las credenciales de prueba predeterminadas no sirven. Configura el ID y el secreto del cliente, consulta https://stytch.com/docs/guides/oauth/google',
};
