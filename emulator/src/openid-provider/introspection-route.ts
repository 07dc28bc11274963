import { ApiError } from '../http/api-error';
import type { BackendRouter } from '../http/backend-router';
import { newRequestId } from '../http/request-id';
import { isPublicToken } from '../store/store';
import { authenticateClient } from './client-authentication';
import { introspectToken } from './introspection';
import { OAuthError } from './oauth-error';
import { asOAuth, noStoreJson, readForm } from './oauth-form';

/**
 * Token introspection (RFC 7662) at `/v1/public/<project_id>/oauth2/introspect`, where the backend
 * SDK's `idp.introspectTokenNetwork` posts: a form with `token`, the connected app's `client_id` and
 * `client_secret` (or Basic credentials), and an optional `token_type_hint`. No project secret: the
 * caller is the app, authenticated as at the token endpoint, so bad credentials get a 401 with
 * `WWW-Authenticate`. `request_id` and `status_code` sit beside the claims, as the SDK strips them.
 */
export function registerBackendIntrospectionRoute(backend: BackendRouter): void {
  backend.post('/public/:project_id/oauth2/introspect', (c, next) => {
    const projectId = c.req.param('project_id');
    // The OpenID provider's paths name a public token; none of them introspects.
    if (isPublicToken(projectId)) return next();
    return asOAuth(async () => {
      const project = c.get('store').projectById(projectId);
      if (!project) throw new ApiError('project_not_found', `No project has the id ${projectId}.`);
      const form = await readForm(c);
      const app = authenticateClient(project, c.req.header('authorization'), form);
      const token = form.get('token');
      if (token === undefined) throw new OAuthError(400, 'invalid_request', 'The request lacks token.');
      return noStoreJson({
        request_id: newRequestId(),
        status_code: 200,
        ...introspectToken(project, app, token),
      });
    });
  });
}
