import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../components/Button';
import { useReportBusy } from '../../components/busy-scope';
import { PasswordField } from '../../components/PasswordField';
import { PasswordStrengthFeedback } from '../../components/PasswordStrengthFeedback';
import { useAction } from '../../components/use-action';
import { usePasswordStrength } from '../../components/use-password-strength';
import { useWidget } from '../../components/widget-context';
import { slot, stateAttributes } from '../../theme/slots';
import { resetIfRequired } from './reset-if-required';

type NewPasswordFormProps = {
  /** The `data-form` name, part of the styling contract. */
  formName: 'password-create' | 'password-reset';
  label: string;
  /**
   * The account's address, when known: it goes with each strength check, and a `reset_password`
   * refusal then sends the reset email to it.
   */
  email?: string;
  /**
   * Saves a password the server accepted (creates the account or resets it) and moves on unless
   * `signal` has aborted (the form is gone).
   */
  savePassword(password: string, signal: AbortSignal): Promise<void>;
  /** What sits above the field, such as the read-only email. */
  children?: ReactNode;
};

/**
 * A new password, checked as it is typed and accepted only once the server calls it valid: the
 * create form and the reset form differ only in what they do with it.
 */
export function NewPasswordForm({ formName, label, email, savePassword, children }: NewPasswordFormProps) {
  const widget = useWidget();
  const strength = usePasswordStrength(email);
  const feedbackId = useId();
  const [password, setPassword] = useState('');
  // The server's words: they name the policy the password broke.
  const save = useAction(
    async (context) => {
      const save = () => savePassword(password, context.signal);
      await (email === undefined ? save() : resetIfRequired(widget, context, { email, password }, save));
    },
    { errors: 'server' },
  );
  useReportBusy(save.isPending);

  const changePassword = (value: string) => {
    setPassword(value);
    strength.check(value);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (strength.accepts(password)) save.run();
  };

  return (
    <form {...slot('form')} {...stateAttributes({ form: formName })} noValidate onSubmit={submit}>
      {children}
      <PasswordField
        label={label}
        autoComplete="new-password"
        value={password}
        onValueChange={changePassword}
        error={save.error}
        describedBy={feedbackId}
      />
      <PasswordStrengthFeedback id={feedbackId} state={strength.state} />
      <Button type="submit" isSubmitting={save.isPending} disabled={!strength.accepts(password)}>
        {widget.translator.t('button.continue')}
      </Button>
    </form>
  );
}
