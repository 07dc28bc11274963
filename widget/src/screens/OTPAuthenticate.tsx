import { useEffect, useRef, useState } from 'react';
import { ErrorView } from '../components/ErrorView';
import { Message, useDisplayText } from '../components/Message';
import { PasscodeInput } from '../components/PasscodeInput';
import { ScreenHeading } from '../components/ScreenHeading';
import { WarningBanner } from '../components/WarningBanner';
import { useWidget, useWidgetState } from '../components/widget-context';
import { sendPasscode } from '../products/otp-send';
import { type DisplayMessage, message } from '../state/display-message';
import { goTo } from '../state/navigation';
import { type SentPasscode, setOTPSent } from '../state/otp';
import { showToast } from '../state/toasts';
import { describeError, describeErrorInServerWords } from '../strings/server-errors';
import { ExpiryCountdown } from './otp/ExpiryCountdown';
import { ResendCode } from './otp/ResendCode';
import { useDisplayedDestination } from './otp/use-displayed-destination';

function PasscodeEntry({ sent }: { sent: Readonly<SentPasscode> }) {
  const { client, store, config, translator, emit, reportError } = useWidget();
  const displayText = useDisplayText();
  const destination = useDisplayedDestination(sent.type, sent.otpDestination);
  const [code, setCode] = useState('');
  const [error, setError] = useState<DisplayMessage | null>(null);
  const [isVerifying, setIsVerifying] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // Disabling the input while verifying drops its focus; a failed attempt gives it back.
  const refocusAfterVerifying = useRef(false);

  useEffect(() => {
    if (isVerifying || !refocusAfterVerifying.current) return;
    refocusAfterVerifying.current = false;
    inputRef.current?.focus();
  }, [isVerifying]);

  const verify = async (passcode: string) => {
    setError(null);
    setIsVerifying(true);
    try {
      await client.otps.authenticate(passcode, sent.methodId, {
        session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
      });
    } catch (cause) {
      const problem = describeError(cause);
      setError(problem);
      setCode('');
      refocusAfterVerifying.current = true;
      setIsVerifying(false);
      reportError({ message: displayText(problem), cause });
      return;
    }
    goTo(store, 'OTPConfirmation');
  };

  const resend = async (): Promise<boolean> => {
    try {
      setOTPSent(
        store,
        await sendPasscode(client, config, translator.locale, sent.type, sent.otpDestination),
      );
    } catch (cause) {
      // The spec shows a failed resend in the server's own words.
      const problem = describeErrorInServerWords(cause);
      showToast(store, 'error', problem);
      reportError({ message: displayText(problem), cause });
      return false;
    }
    if (sent.type === 'email') {
      emit({ type: 'email_sent', data: { email: sent.otpDestination, type: 'login_or_create_otp' } });
    }
    setError(null);
    setCode('');
    inputRef.current?.focus();
    return true;
  };

  return (
    <div className="foyer-screen" part="screen" data-screen="OTPAuthenticate">
      <ScreenHeading>{translator.t('otp.authenticate.title')}</ScreenHeading>
      <WarningBanner />
      <p className="foyer-text" part="text">
        <Message
          id="otp.authenticate.sentTo"
          values={{
            destination: (
              <strong className="foyer-destination" part="destination">
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
        onComplete={verify}
        disabled={isVerifying}
        error={error && displayText(error)}
      />
      <span className="foyer-visually-hidden" role="status">
        {isVerifying ? translator.t('otp.authenticate.verifying') : ''}
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
