import { useEffect, useRef } from 'react';
import type { Snapshot } from 'valtio';
import { ErrorView } from '../../components/ErrorView';
import { ScreenLoading } from '../../components/ScreenLoading';
import { useBootstrap } from '../../components/use-bootstrap';
import { useWidget } from '../../components/widget-context';
import type { DisplayMessage } from '../../state/display-message';
import { type AuthorizeStep, setAuthorizeStep } from '../../state/idp';
import { type AuthorizeRequest, startAuthorize, submitAuthorize } from './authorize-flow';
import { ConsentRequest } from './ConsentRequest';
import { IdpOutcome } from './IdpOutcome';
import { useIdpStep } from './use-idp-step';

type AuthorizeConsentProps = { params: AuthorizeRequest; step: Snapshot<AuthorizeStep> };

/**
 * The authorize flow: the preflight on arrival, then the consent question (or a submit at once when
 * none is needed), then the outcome, after which the page follows the server's redirect.
 */
export function AuthorizeConsent({ params, step }: AuthorizeConsentProps) {
  const widget = useWidget();
  const { store, runtime, translator, reportError } = widget;
  const projectName = useBootstrap().projectName || translator.t('idp.consent.defaultProjectName');
  const showError = (problem: DisplayMessage) => setAuthorizeStep(store, { status: 'error', problem });
  const preflight = useIdpStep((signal) => startAuthorize(widget, params, signal), showError);
  const clientNameAsked = step.status === 'consentRequired' ? step.clientName : '';
  const answer = useIdpStep(
    (signal, answer: 'allowed' | 'denied') =>
      submitAuthorize(widget, params, { answer, clientName: clientNameAsked }, signal),
    showError,
  );

  const isPreflight = step.status === 'preflight';
  const { run: runPreflight } = preflight;
  useEffect(() => {
    if (isPreflight) void runPreflight();
  }, [isPreflight, runPreflight]);

  // The outcome renders first (and tells the host), then the page leaves. A refusal shows nothing:
  // the host hears of it (prompt=none found nobody signed in, say), and the application reads it.
  const redirectUri =
    step.status === 'success' || step.status === 'denied' || step.status === 'refused'
      ? step.redirectUri
      : null;
  const refusal = step.status === 'refused' ? step.error : null;
  // Told once, before the page leaves; a host update that re-renders the step must not tell again.
  const hasReported = useRef(false);
  useEffect(() => {
    if (refusal === null || hasReported.current) return;
    hasReported.current = true;
    reportError({ message: translator.t('idp.error.requestRefused', { error: refusal }) });
  }, [refusal, reportError, translator]);
  useEffect(() => {
    if (redirectUri) runtime.navigate(redirectUri);
  }, [runtime, redirectUri]);

  const nameOf = (clientName: string) => clientName || translator.t('idp.consent.defaultClientName');
  switch (step.status) {
    case 'preflight':
    case 'loading':
    case 'refused':
      return <ScreenLoading />;
    case 'error':
      return <ErrorView detail={step.problem} />;
    case 'consentRequired':
      return (
        <ConsentRequest
          clientName={nameOf(step.clientName)}
          projectName={projectName}
          grantable={step.grantable}
          ungrantable={step.ungrantable}
          answer={answer}
        />
      );
    case 'success':
      return (
        <IdpOutcome
          isSuccess
          title={translator.t('idp.consent.successTitle')}
          body={translator.t('idp.consent.successBody', { clientName: nameOf(step.clientName) })}
          event={{ type: 'authenticate-flow-complete', data: {} }}
        />
      );
    case 'denied':
      return (
        <IdpOutcome title={translator.t('idp.consent.denied')} event={{ type: 'consent-denied', data: {} }} />
      );
  }
}
