import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button';
import { useReportBusy } from '../../components/busy-scope';
import { PasswordField } from '../../components/PasswordField';
import { type ActionContext, useAction } from '../../components/use-action';
import { useWidget, useWidgetState } from '../../components/widget-context';
import { sendResetEmail } from '../../products/passwords-emails';
import { describeLogInError } from '../../products/passwords-errors';
import { message } from '../../state/display-message';
import { goTo } from '../../state/navigation';
import { slot, stateAttributes } from '../../theme/slots';
import { ReadOnlyEmail } from './ReadOnlyEmail';
import { resetIfRequired } from './reset-if-required';

type Request = 'login' | 'forgot';

/** Log in with the account's password, or ask for a reset email. */
export function PasswordLoginForm() {
  const widget = useWidget();
  const { client, store, config, translator } = widget;
  const { email } = useWidgetState().formState.passwordState;
  const [password, setPassword] = useState('');

  const logIn = async (context: ActionContext) => {
    // Said in the widget, in its language and style, rather than by the browser's bubble.
    if (password === '') return message('passwords.field.empty');
    await resetIfRequired(widget, context, { email, password }, async () => {
      await client.passwords.authenticate({
        email,
        password,
        session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
      });
      if (!context.signal.aborted) goTo(store, 'PasswordConfirmation');
    });
  };

  const forgot = async ({ signal }: ActionContext) => {
    await sendResetEmail(widget, email);
    if (!signal.aborted) goTo(store, 'PasswordForgot');
  };

  // One action for both buttons: one error under the field, and one request out at a time.
  const request = useAction(
    (context, kind: Request) => (kind === 'login' ? logIn(context) : forgot(context)),
    { errors: describeLogInError },
  );
  const pending = request.pendingArgs?.[0];
  useReportBusy(request.isPending);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.run('login');
  };

  return (
    <form {...slot('form')} {...stateAttributes({ form: 'password-login' })} noValidate onSubmit={submit}>
      <ReadOnlyEmail email={email} />
      <PasswordField
        label={translator.t('passwords.field.label')}
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={request.error}
      />
      <Button type="submit" isSubmitting={pending === 'login'} disabled={request.isPending}>
        {translator.t('button.continue')}
      </Button>
      <Button
        variant="text"
        onClick={() => request.run('forgot')}
        isSubmitting={pending === 'forgot'}
        disabled={request.isPending}
      >
        {translator.t('passwords.login.forgot')}
      </Button>
    </form>
  );
}
