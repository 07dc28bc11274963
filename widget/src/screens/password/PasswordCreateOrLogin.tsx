import { Button } from '../../components/Button';
import { BusyScope, useReportBusy } from '../../components/busy-scope';
import { Divider } from '../../components/Divider';
import { useDisplayText } from '../../components/Message';
import { ScreenHeading } from '../../components/ScreenHeading';
import { useAction } from '../../components/use-action';
import { WarningBanner } from '../../components/WarningBanner';
import { useWidget, useWidgetState } from '../../components/widget-context';
import { sendLoginLink } from '../../products/magic-link-send';
import { sendLoginPasscode } from '../../products/otp-send';
import { passwordlessEmailFor } from '../../products/passwords-emails';
import { goTo } from '../../state/navigation';
import { slot, stateAttributes } from '../../theme/slots';
import { PasswordCreateForm } from './PasswordCreateForm';
import { PasswordLoginForm } from './PasswordLoginForm';
import { PasswordlessSend } from './PasswordlessSend';

/** A new account may skip the password when the project also signs in by email link or code. */
function NewAccount() {
  const widget = useWidget();
  const { config, translator } = widget;
  const { email } = useWidgetState().formState.passwordState;
  const displayText = useDisplayText();
  const alternative = passwordlessEmailFor(config);
  const sendInstead = useAction(
    ({ signal }) =>
      alternative === 'passcode'
        ? sendLoginPasscode(widget, 'email', email, signal)
        : sendLoginLink(widget, email, signal),
    { errors: 'server' },
  );
  useReportBusy(sendInstead.isPending);

  // Without email links or codes the only passwordless email is a reset one: a password it is.
  if (alternative === 'passwordReset') {
    return (
      <>
        <ScreenHeading>{translator.t('passwords.create.title')}</ScreenHeading>
        <WarningBanner />
        <PasswordCreateForm />
      </>
    );
  }

  return (
    <>
      <ScreenHeading>{translator.t('passwords.choice.title')}</ScreenHeading>
      <WarningBanner />
      <Button variant="secondary" onClick={() => sendInstead.run()} isSubmitting={sendInstead.isPending}>
        {translator.t(alternative === 'passcode' ? 'passwords.choice.sendCode' : 'passwords.choice.sendLink')}
      </Button>
      {sendInstead.error && (
        <p {...slot('field-error')} role="alert">
          {displayText(sendInstead.error.problem)}
        </p>
      )}
      <Divider />
      <p {...slot('text')}>{translator.t('passwords.create.title')}</p>
      <PasswordCreateForm />
    </>
  );
}

/**
 * The email-choice screen after Main's email step. What the user search found decides the mode: a new
 * account sets a password (or takes an email link or code instead), an account with a password logs
 * in, and an account without one is sent an email straight away.
 */
export function PasswordCreateOrLogin() {
  const { store, translator } = useWidget();
  const { type } = useWidgetState().formState.passwordState;
  return (
    <div {...slot('screen')} {...stateAttributes({ screen: 'PasswordCreateOrLogin', mode: type })}>
      <BusyScope>
        {(isBusy) => (
          <>
            {type === 'new' && <NewAccount />}
            {type === 'password' && (
              <>
                <ScreenHeading>{translator.t('passwords.login.title')}</ScreenHeading>
                <WarningBanner />
                <PasswordLoginForm />
              </>
            )}
            {type === 'passwordless' && <PasswordlessSend />}
            {/* Not while a call runs: going back would not stop it, and its account would be made unseen. */}
            <Button variant="text" disabled={isBusy} onClick={() => goTo(store, 'Main')}>
              {translator.t('button.back')}
            </Button>
          </>
        )}
      </BusyScope>
    </div>
  );
}
