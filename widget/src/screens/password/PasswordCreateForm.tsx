import { useWidget, useWidgetState } from '../../components/widget-context';
import { goTo } from '../../state/navigation';
import { NewPasswordForm } from './NewPasswordForm';
import { ReadOnlyEmail } from './ReadOnlyEmail';

/** A new account's password for the address from Main's email step. */
export function PasswordCreateForm() {
  const { client, store, config, translator } = useWidget();
  const { email } = useWidgetState().formState.passwordState;
  return (
    <NewPasswordForm
      formName="password-create"
      label={translator.t('passwords.field.label')}
      email={email}
      savePassword={async (password, signal) => {
        await client.passwords.create({
          email,
          password,
          session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
        });
        if (!signal.aborted) goTo(store, 'PasswordConfirmation');
      }}
    >
      <ReadOnlyEmail email={email} />
    </NewPasswordForm>
  );
}
