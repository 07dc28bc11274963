import { FlowSuccess } from '../../components/FlowSuccess';
import { useWidget } from '../../components/widget-context';

/** "Success!" after a passkey login; showing it completes the authenticate flow. */
export function PasskeyConfirmation() {
  const { translator } = useWidget();
  return (
    <FlowSuccess
      screen="PasskeyConfirmation"
      title={translator.t('passkeys.confirmation.title')}
      body={translator.t('passkeys.confirmation.body')}
    />
  );
}
