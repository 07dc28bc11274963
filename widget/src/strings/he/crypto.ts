import type { AreaTranslation } from '../catalog';
import type { enCrypto } from '../en/crypto';

export const heCrypto: AreaTranslation<typeof enCrypto> = {
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'Metamask',
  'crypto.wallet.GenericEthereumWallet': 'ארנק Ethereum אחר',
  'crypto.wallet.GenericSolanaWallet': 'ארנק Solana אחר',
  'crypto.continueWith': 'המשך עם {wallet}',
  'crypto.main.otherWallet': 'המשך עם ארנק קריפטו אחר',
  'crypto.main.setUpWallet': 'הגדרת ארנק קריפטו חדש',
  'crypto.other.title': 'המשך עם ארנק אחר',
  'crypto.setup.title': 'הגדרת ארנק קריפטו חדש',
  'crypto.setup.body':
    'כדי להיכנס עם ארנק, צריך קודם להתקין ארנק של Ethereum או של Solana. הנה ארבעה ארנקים לבחירה; כשהארנק שלך מוכן, אפשר לחזור ולהמשיך איתו.',
  'crypto.setup.download': 'הורדת {wallet}',
  'crypto.connect.title': 'מתחבר לארנק שלך...',
  'crypto.connect.body': 'יש לאשר את החיבור בחלון שהארנק שלך פתח.',
  'crypto.sign.title': 'משלים את בקשת החתימה...',
  'crypto.sign.body': 'יש לחתום על ההודעה בחלון שהארנק שלך פתח כדי להשלים את הכניסה.',
  'crypto.confirmation.title': 'בוצע בהצלחה!',
  'crypto.confirmation.body': 'הארנק שלך חובר בהצלחה.',
  'crypto.error.body':
    'לא ניתן היה להשלים את בקשת הכניסה שלך. אפשר להשתמש בחץ החזרה כדי לחזור למסך הכניסה ולנסות שוב!',
  'crypto.error.connect': '[שגיאה] לא ניתן להתחבר לארנק',
  'crypto.error.sign': '[שגיאה] לא ניתן לחתום על ההודעה',
};
