import { useEffect } from 'react';
import { ScreenHeading } from '../components/ScreenHeading';
import { useWidget } from '../components/widget-context';

/** "Success!": the password flow signed the user in; the host hears that the flow is complete. */
export function PasswordConfirmation() {
  const { translator, emit } = useWidget();
  useEffect(() => {
    emit({ type: 'authenticate-flow-complete', data: {} });
  }, [emit]);
  return (
    <div className="foyer-screen foyer-confirmation" part="screen" data-screen="PasswordConfirmation">
      <span className="foyer-checkmark" part="checkmark" aria-hidden="true">
        ✓
      </span>
      <ScreenHeading>{translator.t('passwords.confirmation.title')}</ScreenHeading>
      <p className="foyer-text" part="text">
        {translator.t('passwords.confirmation.body')}
      </p>
    </div>
  );
}
