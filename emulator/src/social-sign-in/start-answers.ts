import type { Project } from '../emulator-store';
import { linkWithToken } from '../links/redirect-url';
import { rememberIdentity } from './identities';
import type { OAuthPreAnswer } from './oauth-collections';
import { issueOAuthToken } from './oauth-tokens';
import { findOAuthUser, userAfterOAuthAttach } from './oauth-users';
import { providerName } from './providers';
import type { StartRequest } from './start-request';

/**
 * Where the browser goes once the provider has its answer. Allowed: the signup redirect when the
 * identity signs in no one yet, else the login redirect, with an `oauth` token; the identity is
 * remembered for the provider's next page. A start with an `oauth_attach_token` (`attachUserId`)
 * first attaches the identity to that user, who then signs in with it: the login redirect. Cancelled: the login redirect with the error parameters
 * an OAuth 2.0 provider sends when the user denies access (RFC 6749 §4.1.2.1).
 */
export function redirectAfterAnswer(
  project: Project,
  request: StartRequest,
  answer: OAuthPreAnswer,
  attachUserId: string | null = null,
): string {
  if ('cancel' in answer) {
    const url = new URL(request.loginRedirectUrl);
    url.searchParams.set('error', 'access_denied');
    url.searchParams.set(
      'error_description',
      `The user cancelled signing in with ${providerName(request.provider)}.`,
    );
    return url.toString();
  }
  const identity = rememberIdentity(project, answer.identity);
  if (attachUserId !== null) {
    const attached = userAfterOAuthAttach(project, identity, attachUserId);
    project.commit([project.collections.users.putWrite(attached.user.user_id, attached.user)]);
  }
  const isNewUser = findOAuthUser(project, identity) === undefined;
  const redirectUrl = isNewUser ? request.signupRedirectUrl : request.loginRedirectUrl;
  const nonce = request.providerParams.nonce;
  const token = issueOAuthToken(project, {
    identity,
    provider: request.provider,
    scopes: request.scopes,
    redirectUrl,
    isNewUser,
    ...(request.codeChallenge === null ? {} : { codeChallenge: request.codeChallenge }),
    ...(nonce === undefined ? {} : { nonce }),
  });
  return linkWithToken(redirectUrl, 'oauth', token);
}
