import { useEffect, useRef } from 'react';
import { useReportBusy } from '../../components/busy-scope';
import { useDisplayText } from '../../components/Message';
import { ScreenHeading } from '../../components/ScreenHeading';
import { Spinner } from '../../components/Spinner';
import { useAction } from '../../components/use-action';
import { useWidget, useWidgetState } from '../../components/widget-context';
import { sendPasswordlessEmail } from '../../products/passwords-emails';
import { slot, VISUALLY_HIDDEN_CLASS } from '../../theme/slots';

/**
 * Passwordless mode: the account has no password, so the widget sends the email that signs it in
 * (or lets it set a first password) as soon as it gets here, and moves on when it is sent.
 */
export function PasswordlessSend() {
  const widget = useWidget();
  const { email } = useWidgetState().formState.passwordState;
  const displayText = useDisplayText();
  const send = useAction(({ signal }) => sendPasswordlessEmail(widget, email, signal), { errors: 'server' });
  useReportBusy(send.isPending);
  // Development re-runs of effects must not send a second email.
  const hasSent = useRef(false);

  useEffect(() => {
    if (hasSent.current) return;
    hasSent.current = true;
    send.run();
  }, [send.run]);

  return (
    <>
      <ScreenHeading>{widget.translator.t('passwords.passwordless.sending')}</ScreenHeading>
      {send.error ? (
        <p {...slot('field-error')} role="alert">
          {displayText(send.error.problem)}
        </p>
      ) : (
        <div {...slot('screen-loading')} role="status">
          <Spinner />
          <span className={VISUALLY_HIDDEN_CLASS}>
            {widget.translator.t('passwords.passwordless.sending')}
          </span>
        </div>
      )}
    </>
  );
}
