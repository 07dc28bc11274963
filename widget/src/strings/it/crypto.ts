import type { AreaTranslation } from '../catalog';
import type { enCrypto } from '../en/crypto';

export const itCrypto: AreaTranslation<typeof enCrypto> = {
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'Metamask',
  'crypto.wallet.GenericEthereumWallet': 'Altro wallet Ethereum',
  'crypto.wallet.GenericSolanaWallet': 'Altro wallet Solana',
  'crypto.continueWith': 'Continua con {wallet}',
  'crypto.main.otherWallet': 'Continua con un altro wallet di criptovalute',
  'crypto.main.setUpWallet': 'Configura un nuovo wallet di criptovalute',
  'crypto.other.title': 'Continua con un altro wallet',
  'crypto.setup.title': 'Configura un nuovo wallet di criptovalute',
  'crypto.setup.body':
    'Per accedere con un wallet, installane prima uno per Ethereum o Solana. Eccone quattro tra cui scegliere: quando il tuo è pronto, torna indietro e continua con quello.',
  'crypto.setup.download': 'Scarica {wallet}',
  'crypto.connect.title': 'Connessione al tuo wallet...',
  'crypto.connect.body': 'Approva la connessione nella finestra che ha aperto il tuo wallet.',
  'crypto.sign.title': 'Completamento della richiesta di firma...',
  'crypto.sign.body':
    'Firma il messaggio nella finestra che ha aperto il tuo wallet per completare l’accesso.',
  'crypto.confirmation.title': 'Fatto!',
  'crypto.confirmation.body': 'Il tuo wallet è stato collegato correttamente.',
  'crypto.error.body':
    'Non è stato possibile completare la richiesta di accesso. Usa la freccia indietro per tornare alla schermata di accesso e riprova.',
  'crypto.error.connect': '[Errore] Impossibile connettersi al wallet',
  'crypto.error.sign': '[Errore] Impossibile firmare il messaggio',
};
