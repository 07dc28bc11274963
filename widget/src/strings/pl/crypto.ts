import type { AreaTranslation } from '../catalog';
import type { enCrypto } from '../en/crypto';

export const plCrypto: AreaTranslation<typeof enCrypto> = {
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'Metamask',
  'crypto.wallet.GenericEthereumWallet': 'Inny portfel Ethereum',
  'crypto.wallet.GenericSolanaWallet': 'Inny portfel Solana',
  'crypto.continueWith': 'Kontynuuj z {wallet}',
  'crypto.main.otherWallet': 'Kontynuuj z innym portfelem kryptowalut',
  'crypto.main.setUpWallet': 'Skonfiguruj nowy portfel kryptowalut',
  'crypto.other.title': 'Kontynuuj z innym portfelem',
  'crypto.setup.title': 'Skonfiguruj nowy portfel kryptowalut',
  'crypto.setup.body':
    'Aby zalogować się portfelem, najpierw zainstaluj portfel dla sieci Ethereum lub Solana. Oto cztery do wyboru. Gdy portfel będzie gotowy, wróć i kontynuuj z nim.',
  'crypto.setup.download': 'Pobierz {wallet}',
  'crypto.connect.title': 'Łączenie z portfelem...',
  'crypto.connect.body': 'Zatwierdź połączenie w oknie otwartym przez portfel.',
  'crypto.sign.title': 'Realizowanie prośby o podpis...',
  'crypto.sign.body': 'Podpisz wiadomość w oknie otwartym przez portfel, aby dokończyć logowanie.',
  'crypto.confirmation.title': 'Gotowe!',
  'crypto.confirmation.body': 'Portfel został połączony.',
  'crypto.error.body':
    'Nie udało się zrealizować prośby o zalogowanie. Użyj strzałki wstecz, aby wrócić do ekranu logowania, i spróbuj ponownie.',
  'crypto.error.connect': '[Błąd] Nie udało się połączyć z portfelem',
  'crypto.error.sign': '[Błąd] Nie udało się podpisać wiadomości',
};
