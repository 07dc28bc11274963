import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/Button';
import { useDisplayText } from '../../components/Message';
import { PasswordField } from '../../components/PasswordField';
import { PasswordStrengthFeedback } from '../../components/PasswordStrengthFeedback';
import { usePasswordStrength } from '../../components/use-password-strength';
import { useWidget, useWidgetState } from '../../components/widget-context';
import { isResetRequiredError, passwordErrorMessage } from '../../products/passwords-errors';
import { startRequiredReset } from '../../products/passwords-reset-required';
import type { DisplayMessage } from '../../state/display-message';
import { goTo } from '../../state/navigation';
import { ReadOnlyEmail } from './ReadOnlyEmail';

/** A new account's password: checked as it is typed, and accepted only once the server calls it valid. */
export function PasswordCreateForm() {
  const widget = useWidget();
  const { client, store, config, translator, reportError } = widget;
  const { email } = useWidgetState().formState.passwordState;
  const displayText = useDisplayText();
  const strength = usePasswordStrength(email);
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
      await client.passwords.create({
        email,
        password,
        session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
      });
      goTo(store, 'PasswordConfirmation');
    } catch (cause) {
      const problem = passwordErrorMessage(cause);
      reportError({ message: displayText(problem), cause });
      if (isResetRequiredError(cause)) {
        await startRequiredReset(widget, email, password).catch((resetCause: unknown) =>
          setError(passwordErrorMessage(resetCause)),
        );
      } else {
        setError(problem);
      }
      setIsSubmitting(false);
    }
  };

  return (
    <form className="foyer-form" part="form" data-form="password-create" noValidate onSubmit={submit}>
      <ReadOnlyEmail email={email} />
      <PasswordField
        label={translator.t('passwords.field.label')}
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
  );
}
