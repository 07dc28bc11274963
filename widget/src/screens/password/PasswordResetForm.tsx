import { useEffect, useRef } from 'react';
import { ErrorView } from '../../components/ErrorView';
import { ScreenHeading } from '../../components/ScreenHeading';
import { Spinner } from '../../components/Spinner';
import { useAction } from '../../components/use-action';
import { WarningBanner } from '../../components/WarningBanner';
import { useWidget, useWidgetState } from '../../components/widget-context';
import { spendAddressToken } from '../../mount/spent-token';
import { message } from '../../state/display-message';
import { goTo, showErrorScreen } from '../../state/navigation';
import { slot, stateAttributes } from '../../theme/slots';
import { NewPasswordForm } from './NewPasswordForm';

/** A `login` link from a reset email signs in with its token directly: no new password needed. */
function LoginTokenSignIn({ token }: { token: string }) {
  const { client, store, config, translator } = useWidget();
  const signIn = useAction(
    async ({ signal }) => {
      await spendAddressToken(() =>
        client.magicLinks.authenticate(token, {
          session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
        }),
      );
      if (!signal.aborted) goTo(store, 'PasswordConfirmation');
    },
    // A spent link in the prebuilt UI's words; anything else in the server's.
    { errors: 'catalog' },
  );
  // Development re-runs of effects must not spend the single-use token twice.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    // With no form to show it under, a refused token leaves for the error screen.
    signIn.run().then((result) => {
      if (result.status === 'failed') showErrorScreen(store, result.problem);
    });
  }, [signIn.run, store]);

  return (
    <div {...slot('screen')} {...stateAttributes({ screen: 'PasswordResetForm', mode: 'login' })}>
      {/* The heading alone says "Logging in...": a status region repeating it would be read twice. */}
      <ScreenHeading>{translator.t('passwords.loggingIn')}</ScreenHeading>
      <div {...slot('screen-loading')}>
        <Spinner />
      </div>
    </div>
  );
}

/** "Reset your password": a new password for the account the emailed token belongs to. */
function ResetWithNewPassword({ token }: { token: string }) {
  const { client, store, config, translator } = useWidget();
  return (
    <div {...slot('screen')} {...stateAttributes({ screen: 'PasswordResetForm', mode: 'reset' })}>
      <ScreenHeading>{translator.t('passwords.resetForm.title')}</ScreenHeading>
      <WarningBanner />
      <NewPasswordForm
        formName="password-reset"
        label={translator.t('passwords.field.newLabel')}
        savePassword={async (password, signal) => {
          await spendAddressToken(() =>
            client.passwords.resetByEmail({
              token,
              password,
              session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
            }),
          );
          if (!signal.aborted) goTo(store, 'PasswordConfirmation');
        }}
      />
    </div>
  );
}

/** The reset mount's screen: the new-password form, or a direct sign-in for a `login` token. */
export function PasswordResetForm() {
  const { resetPasswordState } = useWidgetState().formState;
  if (!resetPasswordState?.token) return <ErrorView detail={message('passwords.resetForm.missingToken')} />;
  return resetPasswordState.tokenType === 'login' ? (
    <LoginTokenSignIn token={resetPasswordState.token} />
  ) : (
    <ResetWithNewPassword token={resetPasswordState.token} />
  );
}
