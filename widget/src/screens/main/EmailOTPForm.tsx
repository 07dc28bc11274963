import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button';
import { useDisplayText } from '../../components/Message';
import { TextField } from '../../components/TextField';
import { useWidget } from '../../components/widget-context';
import { sendPasscode } from '../../products/otp-send';
import { type DisplayMessage, message } from '../../state/display-message';
import { goTo } from '../../state/navigation';
import { setOTPSent } from '../../state/otp';
import { describeError } from '../../strings/server-errors';
import { isValidEmail } from '../../validation/email';

/** Main's Email tab for passcodes (without passwords): emails a passcode and moves to OTPAuthenticate. */
export function EmailOTPForm() {
  const { client, store, config, translator, emit, reportError } = useWidget();
  const displayText = useDisplayText();
  const [email, setEmail] = useState('');
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
      setOTPSent(store, await sendPasscode(client, config, translator.locale, 'email', address));
    } catch (cause) {
      const problem = describeError(cause);
      setError(problem);
      setIsSubmitting(false);
      reportError({ message: displayText(problem), cause });
      return;
    }
    emit({ type: 'email_sent', data: { email: address, type: 'login_or_create_otp' } });
    goTo(store, 'OTPAuthenticate');
  };

  return (
    <form className="foyer-form" part="form" data-form="otp-email" noValidate onSubmit={submit}>
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
        {translator.t('otp.form.submitEmail')}
      </Button>
    </form>
  );
}
