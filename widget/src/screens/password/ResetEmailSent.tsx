import { useState } from 'react';
import { Button } from '../../components/Button';
import { Message, useDisplayText } from '../../components/Message';
import { ScreenHeading } from '../../components/ScreenHeading';
import { WarningBanner } from '../../components/WarningBanner';
import { useWidget, useWidgetState } from '../../components/widget-context';
import { sendLoginLink } from '../../products/magic-link-send';
import { sendResetEmail } from '../../products/passwords-emails';
import { type DisplayMessage, message } from '../../state/display-message';
import { goTo } from '../../state/navigation';
import type { ScreenName } from '../../state/screens';
import { showToast } from '../../state/toasts';
import type { MessageId } from '../../strings/catalog';
import { describeErrorInServerWords } from '../../strings/server-errors';

type ResetEmailSentProps = {
  screen: Extract<ScreenName, 'PasswordForgot' | 'PasswordSetNew' | 'PasswordBreached' | 'PasswordDedupe'>;
  title: MessageId;
  /** The explanation; its `{email}` placeholder shows the address in bold. */
  body: MessageId;
  /** Runs before each resend, e.g. to report that the user asked again. */
  onResend?(email: string): void;
};

type Pending = 'none' | 'resend' | 'loginLink';

/**
 * The screens that follow a reset email: where it went, "Resend email", and "Login without a
 * password" (a login link instead). Problems with either show under the last button.
 */
export function ResetEmailSent({ screen, title, body, onResend }: ResetEmailSentProps) {
  const widget = useWidget();
  const { store, translator, reportError } = widget;
  const { email } = useWidgetState().formState.passwordState;
  const displayText = useDisplayText();
  const [pending, setPending] = useState<Pending>('none');
  const [problem, setProblem] = useState<DisplayMessage | null>(null);

  const run = async (kind: Exclude<Pending, 'none'>, action: () => Promise<void>) => {
    setProblem(null);
    setPending(kind);
    try {
      await action();
    } catch (cause) {
      const shown = describeErrorInServerWords(cause);
      setProblem(shown);
      reportError({ message: displayText(shown), cause });
    }
    setPending('none');
  };

  const resend = () =>
    run('resend', async () => {
      onResend?.(email);
      await sendResetEmail(widget, email);
      showToast(store, 'success', message('passwords.emailResent'));
    });

  return (
    <div className="foyer-screen" part="screen" data-screen={screen}>
      <ScreenHeading>{translator.t(title)}</ScreenHeading>
      <WarningBanner />
      <p className="foyer-text" part="text">
        <Message
          id={body}
          values={{
            email: (
              <strong className="foyer-destination" part="destination">
                {email}
              </strong>
            ),
          }}
        />
      </p>
      <Button
        variant="secondary"
        onClick={resend}
        isSubmitting={pending === 'resend'}
        disabled={pending !== 'none'}
      >
        {translator.t('passwords.resendEmail')}
      </Button>
      <Button
        variant="secondary"
        onClick={() => run('loginLink', () => sendLoginLink(widget, email))}
        isSubmitting={pending === 'loginLink'}
        disabled={pending !== 'none'}
      >
        {translator.t('passwords.loginWithoutPassword')}
      </Button>
      {problem && (
        <p className="foyer-field-error" part="field-error" role="alert">
          {displayText(problem)}
        </p>
      )}
      <Button variant="text" onClick={() => goTo(store, 'Main')}>
        {translator.t('button.back')}
      </Button>
    </div>
  );
}
