import { Button } from '../../components/Button';
import { useWidget } from '../../components/widget-context';
import { goTo } from '../../state/navigation';

/**
 * "Set up a new crypto wallet": a link in the spec's words and to assistive technology, since it
 * takes the user somewhere (CryptoSetupWallet) rather than doing something; a button underneath,
 * because that place is a screen, not a URL.
 */
export function SetUpWalletLink() {
  const { store, translator } = useWidget();
  return (
    <Button variant="text" role="link" onClick={() => goTo(store, 'CryptoSetupWallet')}>
      {translator.t('crypto.main.setUpWallet')}
    </Button>
  );
}
