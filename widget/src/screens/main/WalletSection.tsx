import { Button } from '../../components/Button';
import { useWidget } from '../../components/widget-context';
import { placeWallets } from '../../products/crypto/wallet-slots';
import type { MainSectionProps } from '../../products/types';
import { goTo } from '../../state/navigation';
import { SetUpWalletLink } from '../crypto/SetUpWalletLink';
import { useDetectedWallets } from '../crypto/use-detected-wallets';
import { WalletButton } from '../crypto/WalletButton';
import { WalletIcon } from '../crypto/WalletIcon';

/**
 * Main's wallet buttons, in the button column beside the OAuth buttons: as many detected wallets as
 * the column has room for, then "Continue with other Crypto Wallet" for the rest, or, when all of
 * them fit, "Set up a new crypto wallet".
 */
export function WalletSection({ oauthButtonCount }: MainSectionProps) {
  const { store, translator } = useWidget();
  const { onMain, overflow } = placeWallets(useDetectedWallets(), oauthButtonCount);
  return (
    <>
      {onMain.map(({ option }) => (
        <WalletButton key={option} option={option} />
      ))}
      {overflow.length > 0 ? (
        <Button variant="secondary" onClick={() => goTo(store, 'CryptoOtherScreen')}>
          <WalletIcon wallet="other" />
          {translator.t('crypto.main.otherWallet')}
        </Button>
      ) : (
        <SetUpWalletLink />
      )}
    </>
  );
}
