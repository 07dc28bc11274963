import type { AreaTranslation } from '../catalog';
import type { enCrypto } from '../en/crypto';

export const arCrypto: AreaTranslation<typeof enCrypto> = {
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'Metamask',
  'crypto.wallet.GenericEthereumWallet': 'محفظة Ethereum أخرى',
  'crypto.wallet.GenericSolanaWallet': 'محفظة Solana أخرى',
  'crypto.continueWith': 'المتابعة باستخدام {wallet}',
  'crypto.main.otherWallet': 'المتابعة باستخدام محفظة عملات مشفّرة أخرى',
  'crypto.main.setUpWallet': 'إعداد محفظة عملات مشفّرة جديدة',
  'crypto.other.title': 'المتابعة باستخدام محفظة أخرى',
  'crypto.setup.title': 'إعداد محفظة عملات مشفّرة جديدة',
  'crypto.setup.body':
    'لتسجيل الدخول باستخدام محفظة، يلزم أولًا تثبيت محفظة لـ Ethereum أو Solana. إليك أربع محافظ للاختيار من بينها؛ وبعد أن تصبح محفظتك جاهزة، يمكنك الرجوع والمتابعة باستخدامها.',
  'crypto.setup.download': 'تنزيل {wallet}',
  'crypto.connect.title': 'جارٍ الاتصال بمحفظتك...',
  'crypto.connect.body': 'يُرجى الموافقة على الاتصال في النافذة التي فتحتها محفظتك.',
  'crypto.sign.title': 'جارٍ إكمال طلب التوقيع...',
  'crypto.sign.body': 'يُرجى توقيع الرسالة في النافذة التي فتحتها محفظتك لإكمال تسجيل الدخول.',
  'crypto.confirmation.title': 'تم بنجاح!',
  'crypto.confirmation.body': 'تم ربط محفظتك بنجاح.',
  'crypto.error.body':
    'تعذّر إكمال طلب تسجيل الدخول. يُرجى استخدام سهم الرجوع للعودة إلى شاشة تسجيل الدخول والمحاولة مرة أخرى!',
  'crypto.error.connect': '[خطأ] تعذّر الاتصال بالمحفظة',
  'crypto.error.sign': '[خطأ] تعذّر توقيع الرسالة',
};
