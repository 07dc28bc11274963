import { useEffect } from 'react';
import { ScreenHeading } from '../components/ScreenHeading';
import { useWidget } from '../components/widget-context';

/** "Success!" after a passcode was accepted; showing it completes the authenticate flow. */
export function OTPConfirmation() {
  const { translator, emit } = useWidget();
  useEffect(() => {
    emit({ type: 'authenticate-flow-complete', data: {} });
  }, [emit]);
  return (
    <div className="foyer-screen" part="screen" data-screen="OTPConfirmation">
      <svg
        className="foyer-otp-checkmark"
        part="checkmark"
        viewBox="0 0 48 48"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
        <path
          d="M14 25l7 7 13-15"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <ScreenHeading>{translator.t('otp.confirmation.title')}</ScreenHeading>
      <p className="foyer-text" part="text">
        {translator.t('otp.confirmation.body')}
      </p>
    </div>
  );
}
