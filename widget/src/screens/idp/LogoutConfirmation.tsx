import type { OAuthLogoutParams } from '@stytch/vanilla-js/headless';
import { useEffect } from 'react';
import type { Snapshot } from 'valtio';
import { Button } from '../../components/Button';
import { ErrorView } from '../../components/ErrorView';
import { ScreenHeading } from '../../components/ScreenHeading';
import { ScreenLoading } from '../../components/ScreenLoading';
import { useBootstrap } from '../../components/use-bootstrap';
import { useWidget } from '../../components/widget-context';
import type { DisplayMessage } from '../../state/display-message';
import { type LogoutStep, setLogoutStep } from '../../state/idp';
import { slot, stateAttributes } from '../../theme/slots';
import { IdpOutcome } from './IdpOutcome';
import { logOut, startLogout } from './logout-flow';
import { useIdpStep } from './use-idp-step';

type LogoutConfirmationProps = { params: Snapshot<OAuthLogoutParams>; step: Snapshot<LogoutStep> };

/** The logout flow: the preflight on arrival, then "Log out?" when the server wants it asked. */
export function LogoutConfirmation({ params, step }: LogoutConfirmationProps) {
  const widget = useWidget();
  const { store, translator } = widget;
  const projectName = useBootstrap().projectName || translator.t('idp.consent.defaultProjectName');
  const showError = (problem: DisplayMessage) => setLogoutStep(store, { status: 'error', problem });
  const preflight = useIdpStep((signal) => startLogout(widget, params, signal), showError);
  const confirm = useIdpStep((signal, redirectUri: string) => logOut(widget, redirectUri, signal), showError);

  const isPreflight = step.status === 'preflight';
  const { run: runPreflight } = preflight;
  useEffect(() => {
    if (isPreflight) void runPreflight();
  }, [isPreflight, runPreflight]);

  switch (step.status) {
    case 'preflight':
    case 'loggingOut':
      return <ScreenLoading />;
    case 'error':
      return <ErrorView detail={step.problem} />;
    case 'declined':
      return <IdpOutcome title={translator.t('idp.logout.declined')} />;
    case 'confirm':
      return (
        <div {...slot('screen')} {...stateAttributes({ screen: 'IDPConsent', mode: 'logout' })}>
          <ScreenHeading>{translator.t('idp.logout.title')}</ScreenHeading>
          <p {...slot('text')}>{translator.t('idp.logout.body', { projectName })}</p>
          <div {...slot('buttons')}>
            <Button onClick={() => confirm.run(step.redirectUri)}>{translator.t('idp.logout.yes')}</Button>
            <Button variant="secondary" onClick={() => setLogoutStep(store, { status: 'declined' })}>
              {translator.t('idp.logout.no')}
            </Button>
          </div>
        </div>
      );
  }
}
