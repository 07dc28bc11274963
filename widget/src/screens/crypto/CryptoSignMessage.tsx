import { signInWithSignature } from '../../products/crypto/wallet-sign-in';
import { WalletStepScreen } from './WalletStepScreen';

/** "Completing signature request...": the wallet signs the challenge and the signature logs in. */
export function CryptoSignMessage() {
  return (
    <WalletStepScreen
      screen="CryptoSignMessage"
      step="sign"
      title="crypto.sign.title"
      body="crypto.sign.body"
      perform={signInWithSignature}
    />
  );
}
