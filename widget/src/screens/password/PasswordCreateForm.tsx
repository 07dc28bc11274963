import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/Button';
import { useDisplayText } from '../../components/Message';
import { PasswordField } from '../../components/PasswordField';
import { PasswordStrengthFeedback } from '../../components/PasswordStrengthFeedback';
import { usePasswordStrength } from '../../components/use-password-strength';
import { useWidget, useWidgetState } from '../../components/widget-context';
import type { DisplayMessage } from '../../state/display-message';
import { goTo } from '../../state/navigation';
import { ReadOnlyEmail } from './ReadOnlyEmail';
import { usePasswordFailure } from './use-password-failure';

/** A new account's password: checked as it is typed, and accepted only once the server calls it valid. */
export function PasswordCreateForm() {
  const { client, store, config, translator } = useWidget();
  const { email } = useWidgetState().formState.passwordState;
  const displayText = useDisplayText();
  const strength = usePasswordStrength(email);
  const feedbackId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<DisplayMessage | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const { failOrReset } = usePasswordFailure(setError);

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
      await failOrReset(cause, email, password);
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
