import { FlowSuccess } from '../../components/FlowSuccess';
import { useWidget } from '../../components/widget-context';

/** "Success!" after a wallet sign-in; showing it completes the authenticate flow. */
export function CryptoConfirmation() {
  const { translator } = useWidget();
  return (
    <FlowSuccess
      screen="CryptoConfirmation"
      title={translator.t('crypto.confirmation.title')}
      body={translator.t('crypto.confirmation.body')}
    />
  );
}
