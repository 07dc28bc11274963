import type { AreaTranslation } from '../catalog';
import type { enPasskeys } from '../en/passkeys';

export const trPasskeys: AreaTranslation<typeof enPasskeys> = {
  'passkeys.login.button': 'Geçiş anahtarıyla devam et',
  'passkeys.confirmation.title': 'Başarılı!',
  'passkeys.confirmation.body': 'Geçiş anahtarınızla kimliğiniz başarıyla doğrulandı.',
  'passkeys.registrationStart.title': 'Yeni bir geçiş anahtarı oluşturun',
  'passkeys.registrationStart.body':
    'Geçiş anahtarı sayesinde şifre yerine parmak izinizle, yüzünüzle veya ekran kilidinizle oturum açabilirsiniz.',
  'passkeys.registrationStart.create': 'Geçiş anahtarı oluştur',
  'passkeys.registrationStart.skip': 'Atla',
  'passkeys.registrationSuccess.title': 'Geçiş anahtarı başarıyla oluşturuldu!',
  'passkeys.registrationSuccess.existing': 'Mevcut geçiş anahtarları',
  'passkeys.registrationSuccess.setUpAnother': 'Başka bir geçiş anahtarı oluştur',
  'passkeys.registrationSuccess.done': 'Bitti',
  'passkeys.registrationSuccess.deleteWarning': 'Silinen geçiş anahtarı geri yüklenemez.',
  'passkeys.registrationSuccess.confirmDelete': 'Sil',
  'passkeys.registrationSuccess.cancelDelete': 'İptal',
  'passkeys.row.edit': 'Düzenle',
  'passkeys.row.editLabel': 'Düzenle: {name}',
  'passkeys.row.delete': 'Sil',
  'passkeys.row.deleteLabel': 'Sil: {name}',
  'passkeys.row.nameLabel': 'Geçiş anahtarının adı',
  'passkeys.row.save': 'Kaydet',
  'passkeys.row.cancel': 'İptal',
  'passkeys.row.nameEmpty': 'Geçiş anahtarı için bir ad girin.',
  'passkeys.row.nameTooLong': {
    one: 'Geçiş anahtarının adı en fazla {count} karakter olabilir.',
    other: 'Geçiş anahtarının adı en fazla {count} karakter olabilir.',
  },
  'passkeys.error.unknown':
    'Geçiş anahtarıyla kimlik doğrulama sırasında bilinmeyen bir hata oluştu. Lütfen tekrar deneyin.',
  'passkeys.error.registrationNotFound':
    'Geçiş anahtarı kaydı bulunamadı. Geçiş anahtarını hesabınızdan silmiş, ancak şifre yöneticinizden silmemiş olabilirsiniz. Lütfen tekrar deneyin.',
  'passkeys.error.duplicate':
    'Bu geçiş anahtarı zaten kayıtlı göründüğü için oluşturulamıyor. Geçiş anahtarı başka bir cihazda kaydedilip cihazlarınız arasında senkronize edilmiş olabilir.',
  'passkeys.error.notCreated':
    'Geçiş anahtarınız oluşturulmadı. Tekrar denemek için Geçiş anahtarı oluştur düğmesini tıklayın veya geçiş anahtarı eklemeden bu adımı atlayın.',
  'passkeys.error.renameFailed': 'Geçiş anahtarının adı sunucuda değiştirilemedi.',
  'passkeys.error.deleteFailed': 'Geçiş anahtarı sunucuda silinemedi.',
};
