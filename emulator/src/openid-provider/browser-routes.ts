import { z } from 'zod';
import type { ConnectedAppRecord } from '../connected-apps/connected-app-collections';
import { ApiError } from '../http/api-error';
import { browserCallerProject } from '../http/browser-caller';
import { ok } from '../http/envelope';
import type { SdkRouter } from '../http/sdk-router';
import { readBody } from '../http/validation';
import { callerSession, requireCallerSession } from '../sessions/caller-session';
import { requireUser } from '../users/user-contacts';
import { issueAuthorizationCode } from './authorization-codes';
import { missingInteraction } from './authorize-interaction';
import { AuthorizeRefusal, refusalRedirect } from './authorize-refusal';
import {
  type AuthorizeRequest,
  authorizeBody,
  checkAuthorizeRequest,
  requireRedirectTarget,
} from './authorize-request';
import { checkLogoutRequest, logoutBody } from './logout-request';
import { responseIssuer } from './provider-state';
import { redirectWith } from './redirect-target';

const submitBody = authorizeBody.extend({ consent_granted: z.boolean() });

/** The client as the consent screen shows it; the logo only when there is one. */
function publicClient(app: ConnectedAppRecord) {
  return {
    client_id: app.client_id,
    client_type: app.client_type,
    client_name: app.client_name,
    client_description: app.client_description,
    ...(app.client_logo_url === null ? {} : { client_logo_url: app.client_logo_url }),
  };
}

/**
 * The identity-provider calls of the client (`../shared/reference/provider-contract.md` §16): the consent screen's preflight and
 * answer and the logout prompt's preflight. All need a session; the user's connected apps are in
 * connected-apps/.
 */
export function registerIdpRoutes(sdk: SdkRouter): void {
  sdk.post('/idp/oauth/authorize/start', async (c) => {
    const project = browserCallerProject(c);
    const body = await readBody(c, authorizeBody);
    const target = requireRedirectTarget(project, body);
    const session = requireCallerSession(c, project);
    const answer = {
      user_id: session.user_id,
      user: requireUser(project, session.user_id),
      client: publicClient(target.app),
    };
    let request: AuthorizeRequest;
    try {
      request = checkAuthorizeRequest(project, target, body);
    } catch (error) {
      // Nothing to ask: the submit that follows at once carries the refusal to the redirect URI.
      if (error instanceof AuthorizeRefusal)
        return ok(c, { ...answer, consent_required: false, scope_results: [] });
      throw error;
    }
    // With prompt=none no question is shown either: the submit answers for it.
    const interaction = missingInteraction(project, session, request);
    if (interaction === 'login' && !request.prompts.has('none')) {
      // The session is not one the request may use: the client drops it, as for any session the
      // provider no longer knows, and the page asks for a sign-in (the host's login page), after which
      // the same request finds a session signed in after it reached the page.
      throw new ApiError(
        'session_not_found',
        'This request asks for a sign-in made after it reached this page (prompt=login or max_age): sign in again, then come back to it.',
      );
    }
    return ok(c, {
      ...answer,
      consent_required: interaction === 'consent' && !request.prompts.has('none'),
      scope_results: request.scopeResults,
    });
  });

  /*
   * The client submits `consent_granted: false` at once when consent is not required (`../shared/reference/provider-contract.md` §16),
   * so only a refusal of consent that was asked for is a denial. Once the client and its redirect URI
   * are known, every refusal is an answer at that redirect URI (RFC 6749 §4.1.2.1). Without a
   * session only prompt=none is answered (`login_required`): the page asked the provider not to
   * show anything, so it reports there is nobody signed in; any other request needs the user.
   */
  sdk.post('/idp/oauth/authorize/submit', async (c) => {
    const project = browserCallerProject(c);
    const body = await readBody(c, submitBody);
    const target = requireRedirectTarget(project, body);
    const issuer = responseIssuer(project, new URL(c.req.url).origin);
    try {
      const request = checkAuthorizeRequest(project, target, body);
      const session = callerSession(c, project);
      if (!session && request.prompts.has('none')) {
        throw new AuthorizeRefusal('login_required', 'Nobody is signed in, and prompt=none forbids asking.');
      }
      const signedIn = session ?? requireCallerSession(c, project);
      const interaction = missingInteraction(project, signedIn, request);
      if (interaction === 'login') {
        throw new AuthorizeRefusal(
          'login_required',
          'The request asks for an authentication more recent than the session’s (prompt=login or max_age).',
        );
      }
      if (interaction === 'consent' && request.prompts.has('none')) {
        throw new AuthorizeRefusal(
          'consent_required',
          'The user has not consented, and prompt=none forbids asking.',
        );
      }
      if (interaction === 'consent' && !body.consent_granted) {
        throw new AuthorizeRefusal('access_denied', 'The user denied the request.');
      }
      const code = issueAuthorizationCode(project, signedIn, request);
      return ok(c, {
        redirect_uri: redirectWith(request.redirectUri, {
          code,
          state: request.state,
          iss: issuer,
        }),
        authorization_code: code,
      });
    } catch (error) {
      if (error instanceof AuthorizeRefusal)
        return ok(c, { redirect_uri: refusalRedirect(target, error, issuer) });
      throw error;
    }
  });

  sdk.post('/oauth/logout/start', async (c) => {
    const project = browserCallerProject(c);
    const body = await readBody(c, logoutBody);
    const session = requireCallerSession(c, project);
    return ok(c, await checkLogoutRequest(project, session, body));
  });
}
