import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button';
import { useDisplayText } from '../../components/Message';
import { TextField } from '../../components/TextField';
import { useUnmountSignal } from '../../components/use-unmount-signal';
import { useWidget } from '../../components/widget-context';
import { type DisplayMessage, message } from '../../state/display-message';
import { describeError } from '../../strings/server-errors';
import { isValidEmail } from '../../validation/email';

type EmailFormProps = {
  /** The `data-form` name, part of the styling contract. */
  formName: string;
  initialEmail?: string;
  submitLabel: string;
  /**
   * Does the product's call with a valid, trimmed address and moves on unless `signal` has aborted
   * (the form is gone). A rejection is shown under the field and reported through `onError`; the
   * form stays.
   */
  onValidEmail(address: string, signal: AbortSignal): Promise<void>;
};

/**
 * The email step that magic links, email passcodes and passwords share on Main: one required,
 * validated field, a button that spins while the call is out, and the server's error under the field.
 */
export function EmailForm({ formName, initialEmail = '', submitLabel, onValidEmail }: EmailFormProps) {
  const { translator, reportError } = useWidget();
  const displayText = useDisplayText();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<DisplayMessage | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const unmountSignal = useUnmountSignal();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isValidEmail(address)) {
      setError(message('email.invalid'));
      return;
    }
    setError(null);
    setIsSubmitting(true);
    const signal = unmountSignal();
    try {
      await onValidEmail(address, signal);
    } catch (cause) {
      if (signal.aborted) return;
      const problem = describeError(cause);
      setError(problem);
      setIsSubmitting(false);
      reportError({ message: displayText(problem), cause });
    }
  };

  return (
    <form className="foyer-form" part="form" data-form={formName} noValidate onSubmit={submit}>
      <TextField
        label={translator.t('email.label')}
        type="email"
        name="email"
        autoComplete="username webauthn"
        placeholder={translator.t('email.placeholder')}
        required
        value={email}
        onValueChange={setEmail}
        error={error && displayText(error)}
      />
      <Button type="submit" isSubmitting={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
