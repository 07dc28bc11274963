import type { AreaTranslation } from '../catalog';
import type { enCrypto } from '../en/crypto';

export const frCrypto: AreaTranslation<typeof enCrypto> = {
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'Metamask',
  'crypto.wallet.GenericEthereumWallet': 'Autre portefeuille Ethereum',
  'crypto.wallet.GenericSolanaWallet': 'Autre portefeuille Solana',
  'crypto.continueWith': 'Continuer avec {wallet}',
  'crypto.main.otherWallet': 'Continuer avec un autre portefeuille crypto',
  'crypto.main.setUpWallet': 'Configurer un nouveau portefeuille crypto',
  'crypto.other.title': 'Continuer avec un autre portefeuille',
  'crypto.setup.title': 'Configurer un nouveau portefeuille crypto',
  'crypto.setup.body':
    'Pour vous connecter avec un portefeuille, installez-en d’abord un pour Ethereum ou Solana. En voici quatre au choix ; une fois le vôtre prêt, revenez en arrière et continuez avec celui-ci.',
  'crypto.setup.download': 'Télécharger {wallet}',
  'crypto.connect.title': 'Connexion à votre portefeuille...',
  'crypto.connect.body': 'Approuvez la connexion dans la fenêtre ouverte par votre portefeuille.',
  'crypto.sign.title': 'Finalisation de la demande de signature...',
  'crypto.sign.body':
    'Signez le message dans la fenêtre ouverte par votre portefeuille pour terminer la connexion.',
  'crypto.confirmation.title': 'C’est fait !',
  'crypto.confirmation.body': 'Votre portefeuille est bien connecté.',
  'crypto.error.body':
    'Votre demande de connexion n’a pas pu aboutir. Utilisez la flèche de retour pour revenir à l’écran de connexion et réessayez.',
  'crypto.error.connect': '[Erreur] Impossible de se connecter au portefeuille',
  'crypto.error.sign': '[Erreur] Impossible de signer le message',
};
