import { Button } from '../../components/Button';
import { ScreenHeading } from '../../components/ScreenHeading';
import { useWidget } from '../../components/widget-context';
import { goTo } from '../../state/navigation';
import { slot, stateAttributes, VISUALLY_HIDDEN_CLASS } from '../../theme/slots';
import { WalletIcon } from './WalletIcon';
import { WALLET_DOWNLOADS } from './wallet-downloads';

/** "Set up a new crypto wallet": where to download a wallet, each in a new tab, and the way back. */
export function CryptoSetupWallet() {
  const { store, translator } = useWidget();
  return (
    <div {...slot('screen')} {...stateAttributes({ screen: 'CryptoSetupWallet' })}>
      <ScreenHeading>{translator.t('crypto.setup.title')}</ScreenHeading>
      <p {...slot('text')}>{translator.t('crypto.setup.body')}</p>
      <ul {...slot('wallet-list')}>
        {WALLET_DOWNLOADS.map(({ wallet, href }) => (
          <li key={wallet}>
            <a
              {...slot('button', { variant: 'secondary' })}
              {...stateAttributes({ variant: 'secondary', kind: wallet })}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
            >
              <WalletIcon wallet={wallet} />
              {translator.t('crypto.setup.download', { wallet: translator.t(`crypto.wallet.${wallet}`) })}
              <span className={VISUALLY_HIDDEN_CLASS}> {translator.t('link.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={() => goTo(store, 'Main')}>
        {translator.t('button.back')}
      </Button>
    </div>
  );
}
