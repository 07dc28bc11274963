import { ErrorView } from '../../components/ErrorView';
import { useWidgetState } from '../../components/widget-context';
import { message } from '../../state/display-message';
import { AuthorizeConsent } from './AuthorizeConsent';
import { LogoutConfirmation } from './LogoutConfirmation';

/**
 * The identity-provider screen: a third-party application's authorize request (consent) or its
 * logout (confirmation), as the page address asked when the widget was mounted.
 */
export function IDPConsent() {
  const idp = useWidgetState().formState.idpState;
  // Only the identity-provider mount mode fills the flow; no other screen leads here.
  if (!idp) return <ErrorView detail={message('error.title')} />;
  return idp.flow === 'authorize' ? (
    <AuthorizeConsent params={idp.params} step={idp.step} />
  ) : (
    <LogoutConfirmation params={idp.params} step={idp.step} />
  );
}
