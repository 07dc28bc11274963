import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../components/Button';
import { PhoneInput } from '../../components/PhoneInput';
import { useAction } from '../../components/use-action';
import { useWidget } from '../../components/widget-context';
import { DEFAULT_REGION } from '../../phone/calling-codes';
import { phoneNumbers } from '../../phone/phone-number';
import { sendLoginPasscode } from '../../products/otp-send';
import { message } from '../../state/display-message';
import { slot, stateAttributes } from '../../theme/slots';

type PhoneMethod = 'sms' | 'whatsapp';

const SUBMIT_LABEL = { sms: 'otp.form.submitSms', whatsapp: 'otp.form.submitWhatsapp' } as const;

/** A phone tab on Main: checks the number, sends a passcode to it and moves to OTPAuthenticate. */
function PhoneOTPForm({ method }: { method: PhoneMethod }) {
  const widget = useWidget();
  const [region, setRegion] = useState(DEFAULT_REGION);
  const [phone, setPhone] = useState('');
  // Pending from the press: the number check may still wait for the parser to download.
  const send = useAction(
    async ({ signal }) => {
      const check = await phoneNumbers.toE164(phone, region);
      if (!check.isValid) return message('phone.invalid');
      await sendLoginPasscode(widget, method, check.e164, signal);
    },
    { errors: 'catalog' },
  );

  // The parser downloads while the user types, not after they press the button.
  useEffect(() => phoneNumbers.preload(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.run();
  };

  return (
    <form {...slot('form')} {...stateAttributes({ form: `otp-${method}` })} noValidate onSubmit={submit}>
      <PhoneInput
        region={region}
        onRegionChange={setRegion}
        value={phone}
        onValueChange={setPhone}
        error={send.error}
      />
      <Button type="submit" isSubmitting={send.isPending}>
        {widget.translator.t(SUBMIT_LABEL[method])}
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
