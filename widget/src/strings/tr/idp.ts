import type { AreaTranslation } from '../catalog';
import type { enIdp } from '../en/idp';

/*
 * A Turkish case ending follows the vowels of the word it is attached to, which a placeholder does not
 * know. So no ending is ever attached to a name: it is followed by a separate word ("ile", "için",
 * "tarafından", "üzerindeki") or by a colon.
 */
export const trIdp: AreaTranslation<typeof enIdp> = {
  'idp.error.noActiveSession': 'Etkin oturum bulunamadı. Devam etmek için lütfen oturum açın.',
  'idp.error.missingParameter':
    'Gerekli bir parametre eksik: {param}. Lütfen uygulamanın geliştiricisiyle iletişime geçin.',
  'idp.error.requestRefused': 'Uygulamanın isteği “{error}” yanıtını aldı; uygulamaya geri dönülüyor.',
  'idp.error.unsafeRedirect':
    'Uygulama, web sayfası olmayan bir adrese dönmek istedi. Bu nedenle adres açılmadı.',
  'idp.consent.title': '{clientName} için {projectName} ile oturum açın',
  'idp.consent.titleCustomScopes': '{clientName}, {projectName} üzerindeki hesabınıza erişmek istiyor',
  'idp.consent.requesting': '{clientName} şu izinleri istiyor:',
  'idp.consent.ungrantable': '{clientName} tarafından istenen erişimin bir kısmını veremezsiniz:',
  'idp.consent.defaultClientName': 'Uygulama',
  'idp.consent.defaultProjectName': 'bu hizmet',
  'idp.consent.allow': 'İzin ver',
  'idp.consent.deny': 'Reddet',
  'idp.consent.denied': 'Uygulamanın erişimi reddedildi.',
  'idp.consent.successTitle': 'Başarılı!',
  'idp.consent.successBody': 'Geri yönlendiriliyorsunuz: {clientName}…',
  'idp.scope.openid': 'Kimliğinizi doğrulama',
  'idp.scope.openid.detail': 'Hesabınızda kayıtlı temel bilgileri görme',
  'idp.scope.profileGroup': 'Profilinizdeki bilgileri görme',
  'idp.scope.profile': 'Adınız, fotoğrafınız ve diliniz',
  'idp.scope.email': 'E-posta adresiniz',
  'idp.scope.phone': 'Telefon numaranız',
  'idp.scope.offlineAccess': 'Uygulamayı kullanmadığınız zamanlarda da hesabınıza erişebilme',
  'idp.scope.offlineAccess.offline': 'Çevrimdışıyken verilerinize erişme.',
  'idp.scope.offlineAccess.background':
    'Verilerinizi senkronize etme ve sizin için arka plan görevleri çalıştırma.',
  'idp.scope.fullAccess': 'Hesabınıza tam erişimle sizin adınıza işlem yapma',
  'idp.scope.custom': '{scope} kapsamını kullanma',
  'idp.logout.title': 'Oturum kapatılsın mı?',
  'idp.logout.body': '{projectName} üzerindeki hesabınızda oturumu kapatmak istediğinizden emin misiniz?',
  'idp.logout.yes': 'Evet',
  'idp.logout.no': 'Hayır',
  'idp.logout.declined': 'Oturumunuz kapatılmadı. Bu sayfayı kapatabilirsiniz.',
};
