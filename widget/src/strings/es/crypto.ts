import type { AreaTranslation } from '../catalog';
import type { enCrypto } from '../en/crypto';

export const esCrypto: AreaTranslation<typeof enCrypto> = {
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'Metamask',
  'crypto.wallet.GenericEthereumWallet': 'Otra billetera de Ethereum',
  'crypto.wallet.GenericSolanaWallet': 'Otra billetera de Solana',
  'crypto.continueWith': 'Continuar con {wallet}',
  'crypto.main.otherWallet': 'Continuar con otra billetera de criptomonedas',
  'crypto.main.setUpWallet': 'Configurar una nueva billetera de criptomonedas',
  'crypto.other.title': 'Continuar con otra billetera',
  'crypto.setup.title': 'Configura una nueva billetera de criptomonedas',
  'crypto.setup.body':
    'Para iniciar sesión con una billetera, primero instala una de Ethereum o Solana. Aquí tienes cuatro para elegir; cuando la tuya esté lista, vuelve y continúa con ella.',
  'crypto.setup.download': 'Descargar {wallet}',
  'crypto.connect.title': 'Conectando con tu billetera...',
  'crypto.connect.body': 'Aprueba la conexión en la ventana que abrió tu billetera.',
  'crypto.sign.title': 'Completando la solicitud de firma...',
  'crypto.sign.body':
    'Firma el mensaje en la ventana que abrió tu billetera para terminar de iniciar sesión.',
  'crypto.confirmation.title': '¡Listo!',
  'crypto.confirmation.body': 'Conectaste tu billetera correctamente.',
  'crypto.error.body':
    'No se pudo completar tu solicitud de inicio de sesión. Usa la flecha para volver a la pantalla de inicio de sesión e inténtalo de nuevo.',
  'crypto.error.connect': '[Error] No se pudo conectar con la billetera',
  'crypto.error.sign': '[Error] No se pudo firmar el mensaje',
};
