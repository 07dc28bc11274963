import { useLayoutEffect, useState } from 'react';
import { Button } from '../../components/Button';
import { useWidget } from '../../components/widget-context';
import { slot, stateAttributes } from '../../theme/slots';

/** Where the resend control is: never used, sending, just sent, or ready to send again. */
export type ResendPhase = 'initial' | 'sending' | 'sent' | 'waiting';

/** How long "New code sent!" stays before the link comes back. */
export const RESENT_NOTICE_MS = 2_000;

type ResendCodeProps = {
  /** Sends a new passcode; resolves to whether it went out (failures are shown by the caller). */
  onResend(): Promise<boolean>;
};

/** "Didn't get it? Resend code", with the sending and sent states announced politely. */
export function ResendCode({ onResend }: ResendCodeProps) {
  const { translator } = useWidget();
  const [phase, setPhase] = useState<ResendPhase>('initial');

  // A layout effect: the two seconds count from the commit that shows the notice, not from whenever
  // React next flushes passive effects (later when the send settled outside an event).
  useLayoutEffect(() => {
    if (phase !== 'sent') return;
    const timer = setTimeout(() => setPhase('waiting'), RESENT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const resend = async () => {
    const before = phase;
    setPhase('sending');
    setPhase((await onResend()) ? 'sent' : before);
  };

  const status =
    phase === 'sending'
      ? translator.t('otp.authenticate.resending')
      : phase === 'sent'
        ? translator.t('otp.authenticate.resent')
        : '';
  return (
    <div {...slot('resend')} {...stateAttributes({ resend: phase })}>
      <span {...slot('resend-status')} role="status">
        {status}
      </span>
      {phase !== 'sent' && (
        <p {...slot('retry')}>
          <span>{translator.t('otp.authenticate.notReceived')}</span>
          <Button variant="text" onClick={resend} isSubmitting={phase === 'sending'}>
            {translator.t('otp.authenticate.resend')}
          </Button>
        </p>
      )}
    </div>
  );
}
