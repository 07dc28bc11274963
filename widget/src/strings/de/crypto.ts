import type { AreaTranslation } from '../catalog';
import type { enCrypto } from '../en/crypto';

export const deCrypto: AreaTranslation<typeof enCrypto> = {
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'Metamask',
  'crypto.wallet.GenericEthereumWallet': 'Andere Ethereum-Wallet',
  'crypto.wallet.GenericSolanaWallet': 'Andere Solana-Wallet',
  'crypto.continueWith': 'Weiter mit {wallet}',
  'crypto.main.otherWallet': 'Weiter mit einer anderen Krypto-Wallet',
  'crypto.main.setUpWallet': 'Neue Krypto-Wallet einrichten',
  'crypto.other.title': 'Weiter mit einer anderen Wallet',
  'crypto.setup.title': 'Neue Krypto-Wallet einrichten',
  'crypto.setup.body':
    'Um sich mit einer Wallet anzumelden, installieren Sie zuerst eine für Ethereum oder Solana. Hier sind vier zur Auswahl. Sobald Ihre Wallet bereit ist, gehen Sie zurück und fahren Sie damit fort.',
  'crypto.setup.download': '{wallet} herunterladen',
  'crypto.connect.title': 'Verbindung mit Ihrer Wallet wird hergestellt...',
  'crypto.connect.body': 'Bestätigen Sie die Verbindung in dem Fenster, das Ihre Wallet geöffnet hat.',
  'crypto.sign.title': 'Signaturanfrage wird abgeschlossen...',
  'crypto.sign.body':
    'Signieren Sie die Nachricht in dem Fenster, das Ihre Wallet geöffnet hat, um die Anmeldung abzuschließen.',
  'crypto.confirmation.title': 'Geschafft!',
  'crypto.confirmation.body': 'Ihre Wallet wurde erfolgreich verbunden.',
  'crypto.error.body':
    'Ihre Anmeldeanfrage konnte nicht abgeschlossen werden. Kehren Sie mit dem Zurück-Pfeil zum Anmeldebildschirm zurück und versuchen Sie es erneut.',
  'crypto.error.connect': '[Fehler] Verbindung mit der Wallet fehlgeschlagen',
  'crypto.error.sign': '[Fehler] Nachricht konnte nicht signiert werden',
};
