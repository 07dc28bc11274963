import { runtimeOf } from '../../runtime/widget-runtime';
import { setWalletAddress, setWalletChallenge } from '../../state/crypto';
import { message } from '../../state/display-message';
import { goTo } from '../../state/navigation';
import { showToast } from '../../state/toasts';
import type { MessageId } from '../../strings/catalog';
import type { FlowContext } from '../flow-context';
import { walletDirectoryOf } from './wallet-directory';
import type { DetectedWallet } from './wallet-providers';
import { requestAddress, signChallenge } from './wallet-requests';

/** The wallet the user picked is no longer on the page (an extension was removed meanwhile). */
export class WalletGoneError extends Error {
  override name = 'WalletGoneError';
}

/** The two steps of a wallet sign-in, each with the toast its failure shows. */
export type WalletStep = 'connect' | 'sign';

export const WALLET_STEP_FAILURES: Readonly<Record<WalletStep, MessageId>> = {
  connect: 'crypto.error.connect',
  sign: 'crypto.error.sign',
};

function pickedWallet(widget: FlowContext): DetectedWallet {
  const option = widget.store.formState.cryptoState.walletOption;
  const wallet = walletDirectoryOf(runtimeOf(widget.store)).find(option);
  if (!wallet) throw new WalletGoneError(`${option} is not on this page.`);
  return wallet;
}

/**
 * CryptoConnect's step: gets the account from the picked wallet, asks the server for a challenge for
 * it, and moves to CryptoSignMessage. Stops without navigating once `signal` aborts (the user went
 * back); errors are the wallet's or the client's, for the caller to show.
 */
export async function connectWallet(widget: FlowContext, signal: AbortSignal): Promise<void> {
  const { client, store, emit } = widget;
  const wallet = pickedWallet(widget);
  const address = await requestAddress(wallet);
  if (signal.aborted) return;
  setWalletAddress(store, address);
  const { challenge } = await client.cryptoWallets.authenticateStart({
    crypto_wallet_address: address,
    crypto_wallet_type: wallet.type,
  });
  if (signal.aborted) return;
  setWalletChallenge(store, challenge);
  emit({
    type: 'CryptoWalletAuthenticateStart',
    data: { crypto_wallet_address: address, crypto_wallet_type: wallet.type },
  });
  goTo(store, 'CryptoSignMessage');
}

/**
 * CryptoSignMessage's step: has the wallet sign the challenge, logs in with the signature and moves
 * to CryptoConfirmation. Stops like `connectWallet`.
 */
export async function signInWithSignature(widget: FlowContext, signal: AbortSignal): Promise<void> {
  const { client, store, config, emit } = widget;
  const wallet = pickedWallet(widget);
  const { walletAddress, walletChallenge } = store.formState.cryptoState;
  const signature = await signChallenge(wallet, walletChallenge, walletAddress);
  if (signal.aborted) return;
  const response = await client.cryptoWallets.authenticate({
    crypto_wallet_address: walletAddress,
    crypto_wallet_type: wallet.type,
    signature,
    session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
  });
  if (signal.aborted) return;
  emit({
    type: 'CryptoWalletAuthenticate',
    data: {
      crypto_wallet_address: walletAddress,
      crypto_wallet_type: wallet.type,
      user_id: response.user_id,
    },
  });
  goTo(store, 'CryptoConfirmation');
}

/** A failed step: its toast, and CryptoError with the way back to Main. */
export function showWalletFailure(widget: FlowContext, step: WalletStep): void {
  showToast(widget.store, 'error', message(WALLET_STEP_FAILURES[step]));
  goTo(widget.store, 'CryptoError');
}
