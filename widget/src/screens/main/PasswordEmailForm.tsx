import { type FormEvent, useState } from 'react';
import { searchUser } from '../../client/client-internals';
import { Button } from '../../components/Button';
import { useDisplayText } from '../../components/Message';
import { TextField } from '../../components/TextField';
import { useWidget, useWidgetState } from '../../components/widget-context';
import { type DisplayMessage, message } from '../../state/display-message';
import { goTo } from '../../state/navigation';
import { setPasswordUser } from '../../state/passwords';
import { describeError } from '../../strings/server-errors';
import { isValidEmail } from '../../validation/email';

/**
 * Main's Email tab when passwords are on: looks the address up and moves to the password screen,
 * which creates an account, logs in, or goes passwordless depending on what the search found.
 */
export function PasswordEmailForm() {
  const { client, store, translator, reportError } = useWidget();
  const { formState } = useWidgetState();
  const displayText = useDisplayText();
  const [email, setEmail] = useState(formState.passwordState.email);
  const [error, setError] = useState<DisplayMessage | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isValidEmail(address)) {
      setError(message('email.invalid'));
      return;
    }
    setError(null);
    setIsSubmitting(true);
    try {
      const { userType } = await searchUser(client, address);
      setPasswordUser(store, address, userType);
    } catch (cause) {
      const problem = describeError(cause);
      setError(problem);
      setIsSubmitting(false);
      reportError({ message: displayText(problem), cause });
      return;
    }
    goTo(store, 'PasswordCreateOrLogin');
  };

  return (
    <form className="foyer-form" part="form" data-form="password-email" noValidate onSubmit={submit}>
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
        {translator.t('passwords.email.submit')}
      </Button>
    </form>
  );
}
