import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../components/Button';
import { useDisplayText } from '../../components/Message';
import { PhoneInput } from '../../components/PhoneInput';
import { useUnmountSignal } from '../../components/use-unmount-signal';
import { useWidget } from '../../components/widget-context';
import { DEFAULT_REGION } from '../../phone/calling-codes';
import { phoneNumbers } from '../../phone/phone-number';
import { sendLoginPasscode } from '../../products/otp-send';
import { type DisplayMessage, message } from '../../state/display-message';
import { describeError } from '../../strings/server-errors';

type PhoneMethod = 'sms' | 'whatsapp';

const SUBMIT_LABEL = { sms: 'otp.form.submitSms', whatsapp: 'otp.form.submitWhatsapp' } as const;

/** A phone tab on Main: checks the number, sends a passcode to it and moves to OTPAuthenticate. */
function PhoneOTPForm({ method }: { method: PhoneMethod }) {
  const widget = useWidget();
  const { translator, reportError } = widget;
  const displayText = useDisplayText();
  const [region, setRegion] = useState(DEFAULT_REGION);
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<DisplayMessage | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const unmountSignal = useUnmountSignal();

  // The parser downloads while the user types, not after they press the button.
  useEffect(() => phoneNumbers.preload(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setIsSubmitting(true);
    const signal = unmountSignal();
    const check = await phoneNumbers.toE164(phone, region);
    if (signal.aborted) return;
    if (!check.isValid) {
      setError(message('phone.invalid'));
      setIsSubmitting(false);
      return;
    }
    try {
      await sendLoginPasscode(widget, method, check.e164, signal);
    } catch (cause) {
      if (signal.aborted) return;
      const problem = describeError(cause);
      setError(problem);
      setIsSubmitting(false);
      reportError({ message: displayText(problem), cause });
    }
  };

  return (
    <form className="foyer-form" part="form" data-form={`otp-${method}`} noValidate onSubmit={submit}>
      <PhoneInput
        region={region}
        onRegionChange={setRegion}
        value={phone}
        onValueChange={setPhone}
        error={error && displayText(error)}
      />
      <Button type="submit" isSubmitting={isSubmitting}>
        {translator.t(SUBMIT_LABEL[method])}
      </Button>
    </form>
  );
}

/** Main's Text tab. */
export function SmsOTPForm() {
  return <PhoneOTPForm method="sms" />;
}

/** Main's WhatsApp tab. */
export function WhatsAppOTPForm() {
  return <PhoneOTPForm method="whatsapp" />;
}
