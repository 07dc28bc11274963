import { FlowSuccess } from '../../components/FlowSuccess';
import { useWidget } from '../../components/widget-context';

/** "Success!" after a passcode was accepted. */
export function OTPConfirmation() {
  const { translator } = useWidget();
  return (
    <FlowSuccess
      screen="OTPConfirmation"
      title={translator.t('otp.confirmation.title')}
      body={translator.t('otp.confirmation.body')}
    />
  );
}
