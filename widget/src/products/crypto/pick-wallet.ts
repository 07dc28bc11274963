import { chooseWallet, type WalletOption } from '../../state/crypto';
import { goTo } from '../../state/navigation';
import type { WidgetStore } from '../../state/store';

/** The user picked a wallet on Main or the other-wallet screen: its sign-in starts with connecting. */
export function pickWallet(store: WidgetStore, option: WalletOption): void {
  chooseWallet(store, option);
  goTo(store, 'CryptoConnect');
}
