import { useWidget } from '../../components/widget-context';
import { sendPasscode } from '../../products/otp-send';
import { goTo } from '../../state/navigation';
import { setOTPSent } from '../../state/otp';
import { EmailForm } from './EmailForm';

/** Main's Email tab for passcodes (without passwords): emails a passcode and moves to OTPAuthenticate. */
export function EmailOTPForm() {
  const { client, store, config, translator, emit } = useWidget();
  return (
    <EmailForm
      formName="otp-email"
      submitLabel={translator.t('otp.form.submitEmail')}
      onValidEmail={async (address) => {
        setOTPSent(store, await sendPasscode(client, config, translator.locale, 'email', address));
        emit({ type: 'email_sent', data: { email: address, type: 'login_or_create_otp' } });
        goTo(store, 'OTPAuthenticate');
      }}
    />
  );
}
