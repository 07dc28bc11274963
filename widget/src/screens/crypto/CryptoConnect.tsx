import { connectWallet } from '../../products/crypto/wallet-sign-in';
import { WalletStepScreen } from './WalletStepScreen';

/** "Connecting to your wallet...": the picked wallet's account, then the server's challenge for it. */
export function CryptoConnect() {
  return (
    <WalletStepScreen
      screen="CryptoConnect"
      step="connect"
      title="crypto.connect.title"
      body="crypto.connect.body"
      perform={connectWallet}
    />
  );
}
