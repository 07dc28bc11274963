import type { AreaTranslation } from '../catalog';
import type { enPasswords } from '../en/passwords';

export const trPasswords: AreaTranslation<typeof enPasswords> = {
  'passwords.email.submit': 'E-posta ile devam et',
  'passwords.choice.title': 'Hesabınızı nasıl oluşturmak istediğinizi seçin.',
  'passwords.choice.sendLink': 'Bana e-postayla giriş bağlantısı gönder',
  'passwords.choice.sendCode': 'Bana e-postayla giriş kodu gönder',
  'passwords.create.title': 'Bir şifre belirleyerek hesabınızı oluşturmayı tamamlayın',
  'passwords.login.title': 'Oturum açın',
  'passwords.login.forgot': 'Şifrenizi mi unuttunuz?',
  'passwords.passwordless.sending': 'Size e-posta gönderiliyor…',
  'passwords.field.label': 'Şifre',
  'passwords.field.newLabel': 'Yeni şifre',
  'passwords.field.show': 'Göster',
  'passwords.field.hide': 'Gizle',
  'passwords.field.showLabel': 'Şifreyi göster',
  'passwords.field.hideLabel': 'Şifreyi gizle',
  'passwords.field.empty': 'Lütfen şifrenizi girin.',
  'passwords.strength.score': 'Şifre gücü: {max} üzerinden {score}.',
  'passwords.strength.accepted': 'Şifre kabul edildi.',
  'passwords.strength.notAccepted': 'Şifre henüz kabul edilmedi.',
  'passwords.strength.met': 'Karşılanan:',
  'passwords.strength.notMet': 'Karşılanmayan:',
  'passwords.luds.length': {
    one: 'En az {count} karakter uzunluğunda olmalıdır',
    other: 'En az {count} karakter uzunluğunda olmalıdır',
  },
  'passwords.luds.complexity': {
    one: 'Şunlardan {count} tanesini içermelidir: büyük harf, küçük harf, rakam, sembol',
    other: 'Şunlardan {count} tanesini içermelidir: büyük harf, küçük harf, rakam, sembol',
  },
  'passwords.breachedWarning':
    'Bu şifre, güvenlik sorunu yaşamış başka bir sitede kullanılmış olabilir. Lütfen başka bir şifre seçin.',
  'passwords.forgot.title': 'Şifrenizi mi unuttunuz?',
  'passwords.forgot.body': 'Şifrenizi sıfırlamanız için {email} adresine bir bağlantı gönderildi.',
  'passwords.setNew.title': 'E-postanızı kontrol edin!',
  'passwords.setNew.body': 'Hesabınıza şifre belirlemeniz için {email} adresine bir bağlantı gönderildi.',
  'passwords.breached.title': 'Yeni şifre belirlemek için e-postanızı kontrol edin',
  'passwords.breached.body':
    'Bu şifre, başka bir sitedeki bir veri ihlalinde ortaya çıktı. Hesabınızı güvende tutmak için yeni bir şifre seçebileceğiniz bir bağlantı {email} adresine gönderildi.',
  'passwords.resetRequired.title': 'Yeni şifre belirlemek için e-postanızı kontrol edin!',
  'passwords.resetRequired.body':
    'Gerçekten siz olduğunuzdan emin olmamız gerekiyor. Yeni şifre belirlemeniz için {email} adresine bir bağlantı gönderildi.',
  'passwords.resendEmail': 'E-postayı tekrar gönder',
  'passwords.emailResent': 'E-posta tekrar gönderildi',
  'passwords.loginWithoutPassword': 'Şifre olmadan oturum aç',
  'passwords.resetForm.title': 'Şifrenizi sıfırlayın',
  'passwords.resetForm.missingToken':
    'Bu bağlantıda sıfırlama belirteci yok. Yeni bir sıfırlama e-postası isteyin ve içindeki bağlantıyı açın.',
  'passwords.confirmation.title': 'Başarılı!',
  'passwords.confirmation.body': 'Başarıyla oturum açtınız.',
  'passwords.loggingIn': 'Oturum açılıyor...',
  'passwords.error.breached':
    'Bu şifre sızdırılmış şifreler listesinde yer aldığı için sıfırlanması gerekiyor.',
};
