import type { AreaTranslation } from '../catalog';
import type { enOneTap } from '../en/one-tap';

export const trOneTap: AreaTranslation<typeof enOneTap> = {
  'oneTap.label': 'Google One Tap',
  'oneTap.pending': 'Google One Tap yükleniyor…',
  'oneTap.testTokenOnly': 'Geliştirici mesajı (yalnızca herkese açık test belirteçleriyle gösterilir):',
  'oneTap.error.origin_not_allowed_for_client':
    'Google One Tap burada gösterilemiyor: bu sayfanın kaynağı, Google OAuth istemcisinin yetkilendirilmiş JavaScript kaynaklarından biri değil. Kaynağı istemcinin yetkilendirilmiş kaynaklarına ekleyin, bkz. https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid',
  'oneTap.error.invalid_client':
    'Google, bu proje için ayarlanan OAuth istemci kimliğini tanımıyor, bu yüzden One Tap gösterilemiyor. Projenin Google OAuth ayarlarındaki istemci kimliğini kontrol edin, bkz. https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid',
  'oneTap.error.oauth_config_not_found':
    'Bu proje için Google OAuth ayarlanmamış, bu yüzden One Tap gösterilemiyor. OAuth ayarlarında Google yapılandırmasını tamamlayın, bkz. https://stytch.com/docs/guides/oauth/google',
  'oneTap.error.no_login_redirect_urls_set':
    'Bu projede One Tap için gereken bir giriş yönlendirme URL’si yok. Bir tane ekleyin, bkz. https://stytch.com/docs/guides/dashboard/redirect-urls',
  'oneTap.error.no_signup_redirect_urls_set':
    'Bu projede One Tap için gereken bir kayıt yönlendirme URL’si yok. Bir tane ekleyin, bkz. https://stytch.com/docs/guides/dashboard/redirect-urls',
  'oneTap.error.default_provider_not_allowed':
    'One Tap, projenin kendi Google OAuth istemcisini gerektirir; varsayılan test kimlik bilgileri onunla kullanılamaz. İstemci kimliğini ve gizli anahtarını ayarlayın, bkz. https://stytch.com/docs/guides/oauth/google',
};
