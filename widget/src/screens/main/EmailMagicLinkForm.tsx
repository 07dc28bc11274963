import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button';
import { useDisplayText } from '../../components/Message';
import { TextField } from '../../components/TextField';
import { useWidget, useWidgetState } from '../../components/widget-context';
import { type DisplayMessage, message } from '../../state/display-message';
import { setMagicLinkEmail } from '../../state/magic-links';
import { goTo } from '../../state/navigation';
import { describeError } from '../../strings/server-errors';
import { isValidEmail } from '../../validation/email';
import { magicLinkOptions } from './magic-link-options';

/** Main's Email tab for magic links: sends a login-or-sign-up link and moves to EmailConfirmation. */
export function EmailMagicLinkForm() {
  const { client, store, config, translator, emit, reportError } = useWidget();
  const { formState } = useWidgetState();
  const displayText = useDisplayText();
  const [email, setEmail] = useState(formState.magicLinkState.email);
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
      await client.magicLinks.email.loginOrCreate(address, magicLinkOptions(config, translator.locale));
    } catch (cause) {
      const problem = describeError(cause);
      setError(problem);
      setIsSubmitting(false);
      reportError({ message: displayText(problem), cause });
      return;
    }
    setMagicLinkEmail(store, address);
    emit({ type: 'email_sent', data: { email: address, type: 'login_or_create_eml' } });
    goTo(store, 'EmailConfirmation');
  };

  return (
    <form className="foyer-form" part="form" data-form="email-magic-link" noValidate onSubmit={submit}>
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
        {translator.t('magicLinks.form.submit')}
      </Button>
    </form>
  );
}
