import { searchUser } from '../../client/client-internals';
import { useWidget, useWidgetState } from '../../components/widget-context';
import type { TabFormProps } from '../../products/types';
import { goTo } from '../../state/navigation';
import { setPasswordUser } from '../../state/passwords';
import { EmailForm } from './EmailForm';

/**
 * Main's Email tab when passwords are on: looks the address up and moves to the password screen,
 * which creates an account, logs in, or goes passwordless depending on what the search found.
 */
export function PasswordEmailForm({ emailInput }: TabFormProps) {
  const { client, store, translator } = useWidget();
  const { formState } = useWidgetState();
  return (
    <EmailForm
      emailInput={emailInput}
      formName="password-email"
      initialEmail={formState.passwordState.email}
      submitLabel={translator.t('passwords.email.submit')}
      onValidEmail={async (address, signal) => {
        const { userType } = await searchUser(client, address);
        if (signal.aborted) return;
        setPasswordUser(store, address, userType);
        goTo(store, 'PasswordCreateOrLogin');
      }}
    />
  );
}
