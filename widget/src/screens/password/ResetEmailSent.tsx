import { Button } from '../../components/Button';
import { Message, useDisplayText } from '../../components/Message';
import { ScreenHeading } from '../../components/ScreenHeading';
import { type ActionContext, useAction } from '../../components/use-action';
import { WarningBanner } from '../../components/WarningBanner';
import { useWidget, useWidgetState } from '../../components/widget-context';
import { sendLoginLink } from '../../products/magic-link-send';
import { sendResetEmail } from '../../products/passwords-emails';
import { message } from '../../state/display-message';
import { goTo } from '../../state/navigation';
import type { ScreenName } from '../../state/screens';
import { showToast } from '../../state/toasts';
import type { MessageId } from '../../strings/catalog';
import { slot, stateAttributes } from '../../theme/slots';

type ResetEmailSentProps = {
  screen: Extract<ScreenName, 'PasswordForgot' | 'PasswordSetNew' | 'PasswordBreached' | 'PasswordDedupe'>;
  title: MessageId;
  /** The explanation; its `{email}` placeholder shows the address in bold. */
  body: MessageId;
};

type Request = 'resend' | 'loginLink';

/**
 * The screens that follow a reset email: where it went, "Resend email", and "Login without a
 * password" (a login link instead). Problems with either show under the last button.
 */
export function ResetEmailSent({ screen, title, body }: ResetEmailSentProps) {
  const widget = useWidget();
  const { store, translator } = widget;
  const { email } = useWidgetState().formState.passwordState;
  const displayText = useDisplayText();

  const resend = async ({ signal }: ActionContext) => {
    await sendResetEmail(widget, email);
    if (!signal.aborted) showToast(store, 'success', message('passwords.emailResent'));
  };

  // One action for both buttons: one problem shown, and one email out at a time.
  const request = useAction(
    (context, kind: Request) =>
      kind === 'resend' ? resend(context) : sendLoginLink(widget, email, context.signal),
    { errors: 'server' },
  );
  const pending = request.pendingArgs?.[0];

  return (
    <div {...slot('screen')} {...stateAttributes({ screen })}>
      <ScreenHeading>{translator.t(title)}</ScreenHeading>
      <WarningBanner />
      <p {...slot('text')}>
        <Message
          id={body}
          values={{
            email: <strong {...slot('destination')}>{email}</strong>,
          }}
        />
      </p>
      <Button
        variant="secondary"
        onClick={() => request.run('resend')}
        isSubmitting={pending === 'resend'}
        disabled={request.isPending}
      >
        {translator.t('passwords.resendEmail')}
      </Button>
      <Button
        variant="secondary"
        onClick={() => request.run('loginLink')}
        isSubmitting={pending === 'loginLink'}
        disabled={request.isPending}
      >
        {translator.t('passwords.loginWithoutPassword')}
      </Button>
      {request.error && (
        <p {...slot('field-error')} role="alert">
          {displayText(request.error.problem)}
        </p>
      )}
      <Button variant="text" onClick={() => goTo(store, 'Main')}>
        {translator.t('button.back')}
      </Button>
    </div>
  );
}
