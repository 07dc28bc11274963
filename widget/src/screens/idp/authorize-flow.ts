import type { Snapshot } from 'valtio';
import type { WidgetContextValue } from '../../components/widget-context';
import { type AuthorizeParams, type RequestedScope, setAuthorizeStep } from '../../state/idp';
import { isNoSession, UnsafeRedirectError } from './idp-errors';
import { isSilent } from './idp-request';
import { isWebRedirect } from './redirect';

export type IdpFlowContext = Pick<WidgetContextValue, 'client' | 'store' | 'runtime'>;

/** The request as the screen read it from the store, in the client's (mutable) shape. */
export type AuthorizeRequest = Snapshot<AuthorizeParams>;

const clientParams = ({ scopes, resources, ...rest }: AuthorizeRequest): AuthorizeParams => ({
  ...rest,
  scopes: [...scopes],
  ...(resources ? { resources: [...resources] } : {}),
});

/** What the user said: Allow, Deny, or nothing, when the server needed no consent. */
export type ConsentAnswer = 'allowed' | 'denied' | 'notAsked';

/** The `error` an authorization response carries (RFC 6749 §4.1.2.1), or null for a code. */
function redirectError(redirectUri: string): string | null {
  return new URL(redirectUri).searchParams.get('error');
}

/**
 * Sends the answer and moves to its outcome with the server's redirect: denied after Deny, refused
 * when the server answered the application with another error, success otherwise. A redirect that
 * is not a web page is refused (thrown) before the user is told anything went through. Errors are
 * the client's, for the caller.
 */
export async function submitAuthorize(
  { client, store }: IdpFlowContext,
  params: AuthorizeRequest,
  { answer, clientName }: { answer: ConsentAnswer; clientName: string },
  signal: AbortSignal,
): Promise<void> {
  const { redirect_uri: redirectUri } = await client.idp.oauthAuthorizeSubmit({
    ...clientParams(params),
    // Consent that was not needed is not given either: the provider's rule for skipped consent.
    consent_granted: answer === 'allowed',
  });
  if (signal.aborted) return;
  if (!isWebRedirect(redirectUri)) throw new UnsafeRedirectError(redirectUri);
  const error = redirectError(redirectUri);
  if (answer === 'denied') setAuthorizeStep(store, { status: 'denied', redirectUri });
  else if (error !== null) setAuthorizeStep(store, { status: 'refused', redirectUri, error });
  else setAuthorizeStep(store, { status: 'success', clientName, redirectUri });
}

type ScopeResult = { scope: string; is_grantable: boolean; description?: string };

const requestedScope = ({ scope, description }: ScopeResult): RequestedScope => ({
  scope,
  description: description ?? '',
});

/**
 * The preflight: asks the server about the request. When the user must consent, the consent screen
 * follows; when not (consent given before, a first-party client), the request is submitted at once,
 * with no consent given, as the provider expects. With prompt=none there is no preflight: the
 * submit alone answers, with a code or with the error the application reads (`login_required`
 * when nobody is signed in, `consent_required`), so no screen ever shows.
 */
export async function startAuthorize(
  widget: IdpFlowContext,
  params: AuthorizeRequest,
  signal: AbortSignal,
): Promise<void> {
  if (isSilent(params)) {
    setAuthorizeStep(widget.store, { status: 'loading' });
    await submitAuthorize(widget, params, { answer: 'notAsked', clientName: '' }, signal);
    return;
  }
  const start = await widget.client.idp.oauthAuthorizeStart(clientParams(params)).catch(async (cause) => {
    // A session the provider will not use for this request (ended, or signed in before a prompt=login
    // request arrived) leaves the page too, so that the host's login page signs the user in anew.
    if (isNoSession(cause) && widget.client.session.getSync()) {
      try {
        await widget.client.session.revoke({ forceClear: true });
      } catch {
        // Cleared from the page whatever the server says: it no longer takes the session anyway.
      }
    }
    throw cause;
  });
  if (signal.aborted) return;
  const clientName = start.client.client_name ?? '';
  if (!start.consent_required) {
    setAuthorizeStep(widget.store, { status: 'loading' });
    await submitAuthorize(widget, params, { answer: 'notAsked', clientName }, signal);
    return;
  }
  const results: readonly ScopeResult[] = start.scope_results;
  setAuthorizeStep(widget.store, {
    status: 'consentRequired',
    clientName,
    grantable: results.filter((result) => result.is_grantable).map(requestedScope),
    ungrantable: results.filter((result) => !result.is_grantable).map(requestedScope),
  });
}
