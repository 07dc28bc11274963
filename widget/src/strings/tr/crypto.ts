import type { AreaTranslation } from '../catalog';
import type { enCrypto } from '../en/crypto';

export const trCrypto: AreaTranslation<typeof enCrypto> = {
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'Metamask',
  'crypto.wallet.GenericEthereumWallet': 'Diğer Ethereum cüzdanı',
  'crypto.wallet.GenericSolanaWallet': 'Diğer Solana cüzdanı',
  'crypto.continueWith': '{wallet} ile devam et',
  'crypto.main.otherWallet': 'Başka bir kripto cüzdanıyla devam et',
  'crypto.main.setUpWallet': 'Yeni bir kripto cüzdanı kur',
  'crypto.other.title': 'Başka bir cüzdanla devam edin',
  'crypto.setup.title': 'Yeni bir kripto cüzdanı kurun',
  'crypto.setup.body':
    'Cüzdanla oturum açmak için önce Ethereum veya Solana için bir cüzdan yükleyin. Aşağıda seçebileceğiniz dört cüzdan var. Cüzdanınız hazır olduğunda geri dönün ve onunla devam edin.',
  'crypto.setup.download': '{wallet} uygulamasını indir',
  'crypto.connect.title': 'Cüzdanınıza bağlanılıyor...',
  'crypto.connect.body': 'Cüzdanınızın açtığı pencerede bağlantıyı onaylayın.',
  'crypto.sign.title': 'İmza isteği tamamlanıyor...',
  'crypto.sign.body': 'Oturum açmayı tamamlamak için cüzdanınızın açtığı pencerede mesajı imzalayın.',
  'crypto.confirmation.title': 'Başarılı!',
  'crypto.confirmation.body': 'Cüzdanınız başarıyla bağlandı.',
  'crypto.error.body':
    'Oturum açma isteğiniz tamamlanamadı. Giriş ekranına dönmek için geri okunu kullanın ve tekrar deneyin!',
  'crypto.error.connect': '[Hata] Cüzdana bağlanılamadı',
  'crypto.error.sign': '[Hata] Mesaj imzalanamadı',
};
