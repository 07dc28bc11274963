import { useWidget } from '../../components/widget-context';
import { sendLoginPasscode } from '../../products/otp-send';
import type { TabFormProps } from '../../products/types';
import { EmailForm } from './EmailForm';

/** Main's Email tab for passcodes (without passwords): emails a passcode and moves to OTPAuthenticate. */
export function EmailOTPForm({ emailInput }: TabFormProps) {
  const widget = useWidget();
  return (
    <EmailForm
      emailInput={emailInput}
      formName="otp-email"
      submitLabel={widget.translator.t('otp.form.submitEmail')}
      onValidEmail={(address, signal) => sendLoginPasscode(widget, 'email', address, signal)}
    />
  );
}
