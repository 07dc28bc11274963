import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { ScreenHeading } from '../../components/ScreenHeading';
import { ScreenLoading } from '../../components/ScreenLoading';
import { useAction } from '../../components/use-action';
import { WarningBanner } from '../../components/WarningBanner';
import { useWidget } from '../../components/widget-context';
import { describePasskeyRegistrationFailure } from '../../products/passkey-errors';
import { registerPasskey, skipPasskeyRegistration } from '../../products/passkey-registration';
import { message } from '../../state/display-message';
import { clearErrorDescriptor, setErrorDescriptor, showErrorScreen } from '../../state/navigation';
import { slot, stateAttributes } from '../../theme/slots';

const registrationProblem = (cause: unknown) => message(describePasskeyRegistrationFailure(cause));

/**
 * Whether someone is signed in, as the server says: a cached user shows the screen at once, and no
 * cached user waits for the answer. Nobody signed in replaces the screen with the no-user error.
 */
function useSignedInCheck(): 'checking' | 'signedIn' {
  const { client, store, translator, reportError } = useWidget();
  const [status, setStatus] = useState<'checking' | 'signedIn'>(() =>
    client.user.getSync() ? 'signedIn' : 'checking',
  );
  // Asked once per visit: a host update (a new locale) must not ask the server again.
  const latest = useRef({ translator, reportError });
  latest.current = { translator, reportError };
  useEffect(() => {
    let isCurrent = true;
    client.user.get().then(
      () => isCurrent && setStatus('signedIn'),
      (cause: unknown) => {
        if (!isCurrent) return;
        showErrorScreen(store, message('passkeys.error.noActiveUser'));
        latest.current.reportError({
          message: latest.current.translator.t('passkeys.error.noActiveUser'),
          cause,
        });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [client, store]);
  return status;
}

/** "Set up a new Passkey" for the signed-in user: create one, or skip to the passkey list. */
export function PasskeyRegistrationStart() {
  const widget = useWidget();
  const { store, translator } = widget;
  const status = useSignedInCheck();
  const create = useAction(
    async ({ signal, report }) => {
      clearErrorDescriptor(store);
      try {
        await registerPasskey(widget, signal);
      } catch (cause) {
        if (signal.aborted) return;
        setErrorDescriptor(store, registrationProblem(cause));
        report(cause);
      }
    },
    { errors: registrationProblem },
  );

  if (status === 'checking') return <ScreenLoading />;
  return (
    <div {...slot('screen')} {...stateAttributes({ screen: 'PasskeyRegistrationStart' })}>
      <ScreenHeading>{translator.t('passkeys.registrationStart.title')}</ScreenHeading>
      <p {...slot('text')}>{translator.t('passkeys.registrationStart.body')}</p>
      <WarningBanner />
      <div {...slot('buttons')}>
        <Button isSubmitting={create.isPending} onClick={() => create.run()}>
          {translator.t('passkeys.registrationStart.create')}
        </Button>
        <Button variant="text" disabled={create.isPending} onClick={() => skipPasskeyRegistration(widget)}>
          {translator.t('passkeys.registrationStart.skip')}
        </Button>
      </div>
    </div>
  );
}
