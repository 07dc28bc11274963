import { Button } from '../../components/Button';
import { ScreenHeading } from '../../components/ScreenHeading';
import { useWidget } from '../../components/widget-context';
import { placeWallets } from '../../products/crypto/wallet-slots';
import { goTo } from '../../state/navigation';
import { slot, stateAttributes } from '../../theme/slots';
import { SetUpWalletLink } from './SetUpWalletLink';
import { useDetectedWallets } from './use-detected-wallets';
import { WalletButton } from './WalletButton';

/** "Continue with other wallet": the detected wallets Main had no room for. */
export function CryptoOtherScreen() {
  const { store, config, translator } = useWidget();
  const { overflow } = placeWallets(useDetectedWallets(), config.oauthOptions.providers.length);
  return (
    <div {...slot('screen')} {...stateAttributes({ screen: 'CryptoOtherScreen' })}>
      <ScreenHeading>{translator.t('crypto.other.title')}</ScreenHeading>
      <ul {...slot('wallet-list')}>
        {overflow.map(({ option }) => (
          <li key={option}>
            <WalletButton option={option} />
          </li>
        ))}
      </ul>
      <SetUpWalletLink />
      <Button variant="secondary" onClick={() => goTo(store, 'Main')}>
        {translator.t('button.back')}
      </Button>
    </div>
  );
}
