import { z } from 'zod';
import { requireUser } from '../auth/user-contacts';
import { ApiError } from '../http/api-error';
import { callerProject, requireCallerSession } from '../http/caller';
import { ok } from '../http/envelope';
import { readBody } from '../http/validation';
import { issueAuthorizationCode, redirectWith } from '../idp/authorization-codes';
import { authorizeBody, checkAuthorizeRequest } from '../idp/authorize-request';
import { grantedApps, revokeUserConnectedApp } from '../idp/connected-apps';
import { checkLogoutRequest, logoutBody } from '../idp/logout-request';
import type { ConnectedAppRecord } from '../store/model';
import type { SdkRouter } from './router';

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
 * The identity-provider calls of the client (contract §16): the consent screen's preflight and
 * answer, the logout prompt's preflight, and the user's list of connected apps. All need a session.
 */
export function registerIdpRoutes(sdk: SdkRouter): void {
  sdk.post('/idp/oauth/authorize/start', async (c) => {
    const project = callerProject(c);
    const body = await readBody(c, authorizeBody);
    const session = requireCallerSession(c, project);
    const request = checkAuthorizeRequest(project, session, body);
    return ok(c, {
      user_id: session.user_id,
      user: requireUser(project, session.user_id),
      client: publicClient(request.app),
      consent_required: request.consentRequired,
      scope_results: request.scopeResults,
    });
  });

  // The client submits `consent_granted: false` at once when consent is not required (contract §16),
  // so only a refusal of consent that was asked for is a denial.
  sdk.post('/idp/oauth/authorize/submit', async (c) => {
    const project = callerProject(c);
    const body = await readBody(c, submitBody);
    const session = requireCallerSession(c, project);
    const request = checkAuthorizeRequest(project, session, body);
    if (request.consentRequired && !body.consent_granted) {
      return ok(c, {
        redirect_uri: redirectWith(request.redirectUri, {
          error: 'access_denied',
          error_description: 'The user denied the request.',
          state: request.state,
        }),
      });
    }
    const code = issueAuthorizationCode(project, session, request);
    return ok(c, {
      redirect_uri: redirectWith(request.redirectUri, { code: code.code, state: request.state }),
      authorization_code: code.code,
    });
  });

  sdk.post('/oauth/logout/start', async (c) => {
    const project = callerProject(c);
    const body = await readBody(c, logoutBody);
    const session = requireCallerSession(c, project);
    return ok(c, await checkLogoutRequest(project, session, body));
  });

  sdk.get('/users/connected_apps', (c) => {
    const project = callerProject(c);
    const session = requireCallerSession(c, project);
    return ok(c, {
      connected_apps: grantedApps(project, session.user_id).map(({ app, grant }) => ({
        connected_app_id: app.client_id,
        name: app.client_name,
        description: app.client_description,
        client_type: app.client_type,
        ...(app.client_logo_url === null ? {} : { logo_url: app.client_logo_url }),
        scopes_granted: grant.scopes.join(' '),
      })),
    });
  });

  sdk.post('/users/connected_apps/:connected_app_id/revoke', async (c) => {
    const project = callerProject(c);
    await readBody(c, z.object({}));
    const session = requireCallerSession(c, project);
    const clientId = c.req.param('connected_app_id');
    if (!revokeUserConnectedApp(project, session.user_id, clientId)) {
      throw new ApiError(
        404,
        'connected_app_not_found',
        `The user has not connected the app ${clientId}, or already revoked it.`,
      );
    }
    return ok(c, {});
  });
}
