import { useEffect } from 'react';
import { Button } from '../../components/Button';
import { ScreenHeading } from '../../components/ScreenHeading';
import { Spinner } from '../../components/Spinner';
import { useAction } from '../../components/use-action';
import { useWidget, useWidgetState } from '../../components/widget-context';
import {
  showWalletFailure,
  WALLET_STEP_FAILURES,
  type WalletStep,
} from '../../products/crypto/wallet-sign-in';
import type { FlowContext } from '../../products/flow-context';
import { message } from '../../state/display-message';
import { goTo } from '../../state/navigation';
import type { MessageId } from '../../strings/catalog';
import { slot, stateAttributes } from '../../theme/slots';

type WalletStepScreenProps = {
  screen: 'CryptoConnect' | 'CryptoSignMessage';
  step: WalletStep;
  title: MessageId;
  body: MessageId;
  /** The step's work, started once when the screen shows; it moves on by itself when it succeeds. */
  perform(widget: FlowContext, signal: AbortSignal): Promise<void>;
};

/**
 * A screen that waits for the wallet: it starts its step on arrival and says what to do in the
 * wallet's window meanwhile. "Go back" leaves the wallet's answer unheard. A failure is reported
 * once, shown as a toast, and leads to CryptoError.
 */
export function WalletStepScreen({ screen, step, title, body, perform }: WalletStepScreenProps) {
  const widget = useWidget();
  const { store, translator } = widget;
  const { walletOption } = useWidgetState().formState.cryptoState;
  const { run } = useAction(
    async ({ signal, report }) => {
      try {
        await perform(widget, signal);
      } catch (cause) {
        if (signal.aborted) return;
        report(cause);
        showWalletFailure(widget, step);
      }
    },
    { errors: () => message(WALLET_STEP_FAILURES[step]) },
  );

  useEffect(() => {
    void run();
  }, [run]);

  return (
    <div {...slot('screen')} {...stateAttributes({ screen, kind: walletOption })}>
      <ScreenHeading>{translator.t(title)}</ScreenHeading>
      <Spinner />
      <p {...slot('text')}>{translator.t(body)}</p>
      <Button variant="secondary" onClick={() => goTo(store, 'Main')}>
        {translator.t('button.back')}
      </Button>
    </div>
  );
}
