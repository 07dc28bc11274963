import { Button } from '../../components/Button';
import { useWidget } from '../../components/widget-context';
import { pickWallet } from '../../products/crypto/pick-wallet';
import type { WalletOption } from '../../state/crypto';
import { stateAttributes } from '../../theme/slots';
import { WalletIcon } from './WalletIcon';

/** "Continue with {wallet}": starts the sign-in with that wallet. */
export function WalletButton({ option }: { option: WalletOption }) {
  const { store, translator } = useWidget();
  return (
    <Button
      variant="secondary"
      {...stateAttributes({ kind: option })}
      onClick={() => pickWallet(store, option)}
    >
      <WalletIcon wallet={option} />
      {translator.t('crypto.continueWith', { wallet: translator.t(`crypto.wallet.${option}`) })}
    </Button>
  );
}
