import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../components/Button';
import { useDisplayText } from '../../components/Message';
import { PasswordField } from '../../components/PasswordField';
import { PasswordStrengthFeedback } from '../../components/PasswordStrengthFeedback';
import { usePasswordStrength } from '../../components/use-password-strength';
import { useWidget } from '../../components/widget-context';
import type { DisplayMessage } from '../../state/display-message';
import { usePasswordFailure } from './use-password-failure';

type NewPasswordFormProps = {
  /** The `data-form` name, part of the styling contract. */
  formName: 'password-create' | 'password-reset';
  label: string;
  /**
   * The account's address, when known: it goes with each strength check, and a `reset_password`
   * refusal then sends the reset email to it.
   */
  email?: string;
  /** Saves a password the server accepted (creates the account or resets it) and moves on. */
  savePassword(password: string): Promise<void>;
  /** What sits above the field, such as the read-only email. */
  children?: ReactNode;
};

/**
 * A new password, checked as it is typed and accepted only once the server calls it valid: the
 * create form and the reset form differ only in what they do with it.
 */
export function NewPasswordForm({ formName, label, email, savePassword, children }: NewPasswordFormProps) {
  const { translator } = useWidget();
  const displayText = useDisplayText();
  const strength = usePasswordStrength(email);
  const feedbackId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<DisplayMessage | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const { fail, failOrReset } = usePasswordFailure(setError);

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
      await savePassword(password);
    } catch (cause) {
      await (email === undefined ? fail(cause) : failOrReset(cause, email, password));
      setIsSubmitting(false);
    }
  };

  return (
    <form className="foyer-form" part="form" data-form={formName} noValidate onSubmit={submit}>
      {children}
      <PasswordField
        label={label}
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
