import { FlowSuccess } from '../../components/FlowSuccess';
import { useWidget } from '../../components/widget-context';

/** "Success!": the password flow (or a reset email's login link) signed the user in. */
export function PasswordConfirmation() {
  const { translator } = useWidget();
  return (
    <FlowSuccess
      screen="PasswordConfirmation"
      title={translator.t('passwords.confirmation.title')}
      body={translator.t('passwords.confirmation.body')}
    />
  );
}
