import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button';
import { useDisplayText } from '../../components/Message';
import { PasswordField } from '../../components/PasswordField';
import { useWidget, useWidgetState } from '../../components/widget-context';
import { sendResetEmail } from '../../products/passwords-emails';
import { type DisplayMessage, message } from '../../state/display-message';
import { goTo } from '../../state/navigation';
import { ReadOnlyEmail } from './ReadOnlyEmail';
import { usePasswordFailure } from './use-password-failure';

type Pending = 'none' | 'login' | 'forgot';

/** Log in with the account's password, or ask for a reset email. */
export function PasswordLoginForm() {
  const widget = useWidget();
  const { client, store, config, translator } = widget;
  const { email } = useWidgetState().formState.passwordState;
  const displayText = useDisplayText();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<DisplayMessage | null>(null);
  const [pending, setPending] = useState<Pending>('none');

  const { fail, failOrReset } = usePasswordFailure(setError);

  const logIn = async (event: FormEvent) => {
    event.preventDefault();
    // Said in the widget, in its language and style, rather than by the browser's bubble.
    if (password === '') {
      setError(message('passwords.field.empty'));
      return;
    }
    setError(null);
    setPending('login');
    try {
      await client.passwords.authenticate({
        email,
        password,
        session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
      });
      goTo(store, 'PasswordConfirmation');
    } catch (cause) {
      await failOrReset(cause, email, password);
      setPending('none');
    }
  };

  const forgot = async () => {
    setError(null);
    setPending('forgot');
    try {
      await sendResetEmail(widget, email);
      goTo(store, 'PasswordForgot');
    } catch (cause) {
      fail(cause);
      setPending('none');
    }
  };

  return (
    <form className="foyer-form" part="form" data-form="password-login" noValidate onSubmit={logIn}>
      <ReadOnlyEmail email={email} />
      <PasswordField
        label={translator.t('passwords.field.label')}
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={error && displayText(error)}
      />
      <Button type="submit" isSubmitting={pending === 'login'} disabled={pending !== 'none'}>
        {translator.t('button.continue')}
      </Button>
      <Button
        variant="text"
        onClick={forgot}
        isSubmitting={pending === 'forgot'}
        disabled={pending !== 'none'}
      >
        {translator.t('passwords.login.forgot')}
      </Button>
    </form>
  );
}
