import { type FormEvent, type RefObject, useState } from 'react';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useAction } from '../../components/use-action';
import { useWidget } from '../../components/widget-context';
import { message } from '../../state/display-message';
import { slot, stateAttributes } from '../../theme/slots';
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
  /** Main's handle on this input, for the passkey section's autofill. */
  emailInput?: RefObject<HTMLInputElement | null>;
};

/**
 * The email step that magic links, email passcodes and passwords share on Main: one required,
 * validated field, a button that spins while the call is out, and the server's error under the field.
 */
export function EmailForm({
  formName,
  initialEmail = '',
  submitLabel,
  onValidEmail,
  emailInput,
}: EmailFormProps) {
  const { translator } = useWidget();
  const [email, setEmail] = useState(initialEmail);
  const send = useAction(
    async ({ signal }) => {
      const address = email.trim();
      if (!isValidEmail(address)) return message('email.invalid');
      await onValidEmail(address, signal);
    },
    { errors: 'catalog' },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.run();
  };

  return (
    <form {...slot('form')} {...stateAttributes({ form: formName })} noValidate onSubmit={submit}>
      <TextField
        label={translator.t('email.label')}
        type="email"
        name="email"
        autoComplete="username webauthn"
        placeholder={translator.t('email.placeholder')}
        required
        value={email}
        onValueChange={setEmail}
        inputRef={emailInput}
        error={send.error}
      />
      <Button type="submit" isSubmitting={send.isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
