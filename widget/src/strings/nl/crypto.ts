import type { AreaTranslation } from '../catalog';
import type { enCrypto } from '../en/crypto';

export const nlCrypto: AreaTranslation<typeof enCrypto> = {
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'Metamask',
  'crypto.wallet.GenericEthereumWallet': 'Andere Ethereum-wallet',
  'crypto.wallet.GenericSolanaWallet': 'Andere Solana-wallet',
  'crypto.continueWith': 'Doorgaan met {wallet}',
  'crypto.main.otherWallet': 'Doorgaan met een andere cryptowallet',
  'crypto.main.setUpWallet': 'Nieuwe cryptowallet instellen',
  'crypto.other.title': 'Doorgaan met een andere wallet',
  'crypto.setup.title': 'Nieuwe cryptowallet instellen',
  'crypto.setup.body':
    'Om met een wallet in te loggen, installeer je eerst een wallet voor Ethereum of Solana. Je kunt uit deze vier kiezen. Is je wallet klaar? Keer dan terug en ga ermee verder.',
  'crypto.setup.download': '{wallet} downloaden',
  'crypto.connect.title': 'Verbinden met je wallet...',
  'crypto.connect.body': 'Keur de verbinding goed in het venster dat je wallet heeft geopend.',
  'crypto.sign.title': 'Ondertekeningsverzoek afronden...',
  'crypto.sign.body':
    'Onderteken het bericht in het venster dat je wallet heeft geopend om het inloggen af te ronden.',
  'crypto.confirmation.title': 'Gelukt!',
  'crypto.confirmation.body': 'Je wallet is verbonden.',
  'crypto.error.body':
    'Je inlogverzoek kan niet worden voltooid. Ga met de pijl terug naar het inlogscherm en probeer het opnieuw.',
  'crypto.error.connect': '[Fout] Kan geen verbinding maken met de wallet',
  'crypto.error.sign': '[Fout] Kan het bericht niet ondertekenen',
};
