import { useLayoutEffect, useRef, useState } from 'react';
import { ErrorView } from '../../components/ErrorView';
import { Message } from '../../components/Message';
import { PasscodeInput } from '../../components/PasscodeInput';
import { ScreenHeading } from '../../components/ScreenHeading';
import { useAction } from '../../components/use-action';
import { WarningBanner } from '../../components/WarningBanner';
import { useWidget, useWidgetState } from '../../components/widget-context';
import { describePasscodeError } from '../../products/otp-errors';
import { sendPasscode } from '../../products/otp-send';
import { message } from '../../state/display-message';
import { goTo } from '../../state/navigation';
import { type SentPasscode, setOTPSent } from '../../state/otp';
import { showToast } from '../../state/toasts';
import { slot, stateAttributes, VISUALLY_HIDDEN_CLASS } from '../../theme/slots';
import { ExpiryCountdown } from './ExpiryCountdown';
import { ResendCode } from './ResendCode';
import { useDisplayedDestination } from './use-displayed-destination';

function PasscodeEntry({ sent }: { sent: Readonly<SentPasscode> }) {
  const { client, store, config, translator, emit } = useWidget();
  const destination = useDisplayedDestination(sent.type, sent.otpDestination);
  const [code, setCode] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  const verify = useAction(
    async ({ signal }, passcode: string) => {
      await client.otps.authenticate(passcode, sent.methodId, {
        session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
      });
      if (!signal.aborted) goTo(store, 'OTPConfirmation');
    },
    { errors: (cause) => describePasscodeError(cause, sent.expiresAt) },
  );
  // The spec shows a failed resend in the server's own words.
  const sendAgain = useAction(
    async ({ signal }) => {
      const next = await sendPasscode(client, config, translator.locale, sent.type, sent.otpDestination);
      if (!signal.aborted) setOTPSent(store, next);
    },
    { errors: 'server' },
  );

  // Disabling the input while verifying drops its focus; a failed attempt gives it back in the commit
  // that enables it again.
  useLayoutEffect(() => {
    if (verify.error) inputRef.current?.focus();
  }, [verify.error]);

  const submitCode = async (passcode: string) => {
    if ((await verify.run(passcode)).status === 'failed') setCode('');
  };

  const resend = async (): Promise<boolean> => {
    const result = await sendAgain.run();
    if (result.status === 'failed') showToast(store, 'error', result.problem);
    if (result.status !== 'done') return false;
    if (sent.type === 'email') {
      emit({ type: 'email_sent', data: { email: sent.otpDestination, type: 'login_or_create_otp' } });
    }
    verify.clearError();
    setCode('');
    inputRef.current?.focus();
    return true;
  };

  return (
    <div {...slot('screen')} {...stateAttributes({ screen: 'OTPAuthenticate' })}>
      <ScreenHeading>{translator.t('otp.authenticate.title')}</ScreenHeading>
      <WarningBanner />
      <p {...slot('text')}>
        <Message
          id="otp.authenticate.sentTo"
          values={{
            destination: (
              <strong
                {...slot('destination')}
                {...stateAttributes({ kind: sent.type === 'email' ? 'email' : 'phone' })}
              >
                {destination}
              </strong>
            ),
          }}
        />
      </p>
      <PasscodeInput
        inputRef={inputRef}
        value={code}
        onValueChange={setCode}
        onComplete={submitCode}
        disabled={verify.isPending}
        error={verify.error}
      />
      <span className={VISUALLY_HIDDEN_CLASS} role="status">
        {verify.isPending ? translator.t('otp.authenticate.verifying') : ''}
      </span>
      <ExpiryCountdown expiresAt={sent.expiresAt} />
      <ResendCode onResend={resend} />
    </div>
  );
}

/**
 * "Enter passcode": where the code went, the six-digit field (checked as soon as it is full), the
 * expiry countdown and the resend control.
 */
export function OTPAuthenticate() {
  const { store } = useWidget();
  const { formState } = useWidgetState();
  const otp = formState.otpState;
  // Only reachable after a send; anything else is a host steering the state by hand.
  if (otp.status !== 'sent')
    return <ErrorView detail={message('error.title')} onBack={() => goTo(store, 'Main')} />;
  return <PasscodeEntry sent={otp} />;
}
