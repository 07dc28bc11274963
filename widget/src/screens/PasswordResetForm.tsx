import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../components/Button';
import { ErrorView } from '../components/ErrorView';
import { useDisplayText } from '../components/Message';
import { PasswordField } from '../components/PasswordField';
import { PasswordStrengthFeedback } from '../components/PasswordStrengthFeedback';
import { ScreenHeading } from '../components/ScreenHeading';
import { Spinner } from '../components/Spinner';
import { usePasswordStrength } from '../components/use-password-strength';
import { WarningBanner } from '../components/WarningBanner';
import { useWidget, useWidgetState } from '../components/widget-context';
import { type DisplayMessage, message } from '../state/display-message';
import { goTo, showErrorScreen } from '../state/navigation';
import { describeErrorInServerWords } from '../strings/server-errors';

/** A `login` link from a reset email signs in with its token directly: no new password needed. */
function LoginTokenSignIn({ token }: { token: string }) {
  const { client, store, config, translator, reportError } = useWidget();
  const displayText = useDisplayText();
  // Development re-runs of effects must not spend the single-use token twice.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    client.magicLinks
      .authenticate(token, { session_duration_minutes: config.sessionOptions.sessionDurationMinutes })
      .then(
        () => goTo(store, 'PasswordConfirmation'),
        (cause: unknown) => {
          const problem = describeErrorInServerWords(cause);
          reportError({ message: displayText(problem), cause });
          showErrorScreen(store, problem);
        },
      );
  }, [client, store, config, token, reportError, displayText]);

  return (
    <div className="foyer-screen" part="screen" data-screen="PasswordResetForm" data-mode="login">
      <ScreenHeading>{translator.t('passwords.loggingIn')}</ScreenHeading>
      <div className="foyer-screen-loading" part="screen-loading" role="status">
        <Spinner />
        <span className="foyer-visually-hidden">{translator.t('passwords.loggingIn')}</span>
      </div>
    </div>
  );
}

/** "Reset your password": a new password for the account the emailed token belongs to. */
function NewPasswordForm({ token }: { token: string }) {
  const { client, store, config, translator, reportError } = useWidget();
  const displayText = useDisplayText();
  const strength = usePasswordStrength();
  const feedbackId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<DisplayMessage | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const changePassword = (value: string) => {
    setPassword(value);
    strength.check(value);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!strength.accepts(password)) return;
    setError(null);
    setIsSubmitting(true);
    try {
      await client.passwords.resetByEmail({
        token,
        password,
        session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
      });
      goTo(store, 'PasswordConfirmation');
    } catch (cause) {
      const problem = describeErrorInServerWords(cause);
      setError(problem);
      setIsSubmitting(false);
      reportError({ message: displayText(problem), cause });
    }
  };

  return (
    <div className="foyer-screen" part="screen" data-screen="PasswordResetForm" data-mode="reset">
      <ScreenHeading>{translator.t('passwords.resetForm.title')}</ScreenHeading>
      <WarningBanner />
      <form className="foyer-form" part="form" data-form="password-reset" noValidate onSubmit={submit}>
        <PasswordField
          label={translator.t('passwords.field.newLabel')}
          autoComplete="new-password"
          value={password}
          onValueChange={changePassword}
          error={error && displayText(error)}
          describedBy={feedbackId}
        />
        <PasswordStrengthFeedback id={feedbackId} state={strength.state} />
        <Button type="submit" isSubmitting={isSubmitting} disabled={!strength.accepts(password)}>
          {translator.t('button.continue')}
        </Button>
      </form>
    </div>
  );
}

/** The reset mount's screen: the new-password form, or a direct sign-in for a `login` token. */
export function PasswordResetForm() {
  const { resetPasswordState } = useWidgetState().formState;
  if (!resetPasswordState?.token) return <ErrorView detail={message('passwords.resetForm.missingToken')} />;
  return resetPasswordState.tokenType === 'login' ? (
    <LoginTokenSignIn token={resetPasswordState.token} />
  ) : (
    <NewPasswordForm token={resetPasswordState.token} />
  );
}
