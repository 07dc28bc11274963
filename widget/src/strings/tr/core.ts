import type { AreaTranslation } from '../catalog';
import type { enCore } from '../en/core';

export const trCore: AreaTranslation<typeof enCore> = {
  'main.title': 'Kaydolun veya oturum açın',
  'main.divider': 'veya',
  'main.tabs.label': 'Devam etme seçenekleri',
  'main.tabs.sms': 'SMS',
  'main.tabs.whatsapp': 'WhatsApp',
  'main.tabs.email': 'E-posta',
  'email.label': 'E-posta',
  'email.placeholder': 'ornek@eposta.com',
  'email.invalid': 'Geçersiz e-posta adresi. Lütfen tekrar deneyin.',
  'button.continue': 'Devam et',
  'button.back': 'Geri dön',
  'status.loading': 'Yükleniyor…',
  'status.submitting': 'Gönderiliyor…',
  'logo.alt': 'Logo',
  'watermark.label': 'Stytch tarafından desteklenmektedir',
  'link.newTab': '(yeni sekmede açılır)',
  'toast.dismiss': 'Bildirimi kapat',
  'toast.region': 'Bildirimler',
  'error.title': 'Görünüşe göre bir hata oluştu!',
  'error.unreachable': 'Sunucularımıza ulaşılamıyor.',
  'error.invalidJson': 'Sunucularımızdan geçersiz bir JSON yanıtı geldi.',
  'error.invalidResponse': 'Sunucularımızdan geçersiz bir yanıt geldi.',
  'error.screenUnavailable': 'Widget’ın bu sürümünde {screen} ekranı henüz hazır değil.',
  'config.error.emailMagicLinksWithEmailOtp':
    'Hata: e-postayla giriş bağlantısı ve e-postayla tek kullanımlık kod birlikte kullanılamaz',
  'config.error.passkeysAlone':
    'Hata: geçiş anahtarları tek başına kullanılamaz, lütfen yapılandırmaya başka bir ürün ekleyin.',
  'config.warning.localeNotImported':
    'Widget’a “{requested}” dili için katalog iletilmedi, bu yüzden widget {shown} olarak gösteriliyor. Dili @foyer/widget/locales içinden içe aktarın ve locales seçeneğiyle iletin.',
  'config.warning.localeInvalid':
    '“{requested}” bir BCP 47 dil etiketi değil, bu yüzden widget {shown} olarak gösteriliyor.',
  'passkeys.error.noActiveUser':
    'Hata: PasskeyRegistration bileşeni, kimliği doğrulanmış etkin bir kullanıcı olmadan kullanılamaz.',
  'error.userLocked':
    'Çok fazla başarısız kimlik doğrulama denemesi yapıldı. Lütfen daha sonra tekrar deneyin.',
};
