import type { OAuthLogoutParams } from '@stytch/vanilla-js/headless';
import { setLogoutStep } from '../../state/idp';
import type { IdpFlowContext } from './authorize-flow';
import { UnsafeRedirectError } from './idp-errors';
import { isWebRedirect } from './redirect';

/**
 * Ends the session and leaves for the application's post-logout redirect. The redirect is checked
 * first, so a refused one leaves the user logged in. A failed revoke still leaves: the session may
 * have ended already, and the application is waiting either way.
 */
export async function logOut(
  { client, store, runtime }: IdpFlowContext,
  redirectUri: string,
  signal: AbortSignal,
) {
  if (!isWebRedirect(redirectUri)) throw new UnsafeRedirectError(redirectUri);
  setLogoutStep(store, { status: 'loggingOut' });
  await client.session.revoke({ forceClear: true }).catch(() => undefined);
  if (!signal.aborted) runtime.navigate(redirectUri);
}

/** The preflight: asks the server about the logout; asks the user when it must, logs out at once otherwise. */
export async function startLogout(widget: IdpFlowContext, params: OAuthLogoutParams, signal: AbortSignal) {
  const start = await widget.client.idp.oauthLogoutStart(params);
  if (signal.aborted) return;
  if (start.consent_required)
    setLogoutStep(widget.store, { status: 'confirm', redirectUri: start.redirect_uri });
  else await logOut(widget, start.redirect_uri, signal);
}
