import { useEffect, useRef, useState } from 'react';
import { useDisplayText } from '../../components/Message';
import { ScreenHeading } from '../../components/ScreenHeading';
import { Spinner } from '../../components/Spinner';
import { useWidget, useWidgetState } from '../../components/widget-context';
import { sendPasswordlessEmail } from '../../products/passwords-emails';
import type { DisplayMessage } from '../../state/display-message';
import { describeErrorInServerWords } from '../../strings/server-errors';

/**
 * Passwordless mode: the account has no password, so the widget sends the email that signs it in
 * (or lets it set a first password) as soon as it gets here, and moves on when it is sent.
 */
export function PasswordlessSend() {
  const widget = useWidget();
  const { translator, reportError } = widget;
  const { email } = useWidgetState().formState.passwordState;
  const displayText = useDisplayText();
  const [problem, setProblem] = useState<DisplayMessage | null>(null);
  // Development re-runs of effects must not send a second email.
  const hasSent = useRef(false);

  useEffect(() => {
    if (hasSent.current) return;
    hasSent.current = true;
    sendPasswordlessEmail(widget, email).catch((cause: unknown) => {
      const shown = describeErrorInServerWords(cause);
      setProblem(shown);
      reportError({ message: displayText(shown), cause });
    });
  }, [widget, email, reportError, displayText]);

  return (
    <>
      <ScreenHeading>{translator.t('passwords.passwordless.sending')}</ScreenHeading>
      {problem ? (
        <p className="foyer-field-error" part="field-error" role="alert">
          {displayText(problem)}
        </p>
      ) : (
        <div className="foyer-screen-loading" part="screen-loading" role="status">
          <Spinner />
          <span className="foyer-visually-hidden">{translator.t('passwords.passwordless.sending')}</span>
        </div>
      )}
    </>
  );
}
