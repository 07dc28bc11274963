import { z } from 'zod';
import { ApiError } from '../http/api-error';
import { browserCallerProject } from '../http/browser-caller';
import { ok } from '../http/envelope';
import type { SdkRouter } from '../http/sdk-router';
import { readBody } from '../http/validation';
import { requireCallerSession } from '../sessions/caller-session';
import { grantedApps, revokeUserConnectedApp } from './connected-apps';

/**
 * The signed-in user's connected apps (`../shared/reference/provider-contract.md` §11): the apps the
 * user granted through the OpenID provider, and revoking one, which ends its tokens.
 */
export function registerConnectedAppRoutes(sdk: SdkRouter): void {
  sdk.get('/users/connected_apps', (c) => {
    const project = browserCallerProject(c);
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
    const project = browserCallerProject(c);
    await readBody(c, z.object({}));
    const session = requireCallerSession(c, project);
    const clientId = c.req.param('connected_app_id');
    if (!revokeUserConnectedApp(project, session.user_id, clientId)) {
      throw new ApiError(
        'connected_app_not_found',
        `The user has not connected the app ${clientId}, or already revoked it.`,
      );
    }
    return ok(c, {});
  });
}
