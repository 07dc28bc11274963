import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ApiError } from '../http/api-error';
import { validate } from '../http/validation';
import { signProjectJwt } from '../sessions/jwt';
import type { M2MClientRecord } from '../store/model';
import { isSameSecret, secretDigest } from '../store/secret-digest';
import { isPublicToken } from '../store/store';
import { answer } from './answer';
import type { BackendRouter } from './router';

/** M2M access tokens live an hour, as the provider's do. */
const ACCESS_TOKEN_SECONDS = 3600;

const tokenRequest = z.object({
  grant_type: z.literal('client_credentials'),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  scope: z.string().optional(),
});

/** The form (or JSON) body of a token request, as plain fields. */
async function requestFields(
  body: string,
  contentType: string | undefined,
): Promise<Record<string, unknown>> {
  if (contentType?.startsWith('application/json')) {
    try {
      return JSON.parse(body) as Record<string, unknown>;
    } catch {
      throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON.');
    }
  }
  return Object.fromEntries(new URLSearchParams(body));
}

function isClientSecret(client: M2MClientRecord, secret: string): boolean {
  const digest = secretDigest(secret);
  // Both secrets work while a rotation is under way.
  return [client.client_secret_digest, client.next_client_secret_digest].some(
    (stored) => stored !== null && isSameSecret(stored, digest),
  );
}

/**
 * The client-credentials grant at `/v1/public/<project_id>/oauth2/token`: an M2M client's id and
 * secret (in the form, no Basic header) for a JWT access token signed with the project's key, which
 * the SDK's `m2m.authenticateToken` verifies locally. Paths naming a public token belong to the
 * emulator's OpenID provider (routes/oidc), registered after this one.
 */
export function registerBackendM2MTokenRoute(backend: BackendRouter): void {
  backend.post('/public/:project_id/oauth2/token', async (c, next) => {
    const projectId = c.req.param('project_id');
    if (isPublicToken(projectId)) return next();
    const project = c.get('store').projectById(projectId);
    if (!project) throw new ApiError(401, 'unauthorized_credentials', `No project has the id ${projectId}.`);
    const fields = await requestFields(await c.req.text(), c.req.header('content-type'));
    const request = validate(tokenRequest, fields, { grant_type: 'unsupported_grant_type' });
    const client = project.collections.m2m_clients.get(request.client_id);
    if (client?.status !== 'active' || !isClientSecret(client, request.client_secret)) {
      throw new ApiError(
        401,
        'unauthorized_credentials',
        'The client id and secret do not match an active M2M client.',
      );
    }
    const asked = request.scope?.split(' ').filter(Boolean) ?? [];
    const notGranted = asked.filter((scope) => !client.scopes.includes(scope));
    if (notGranted.length > 0) {
      throw new ApiError(400, 'invalid_scope', `The client may not ask for ${notGranted.join(', ')}.`);
    }
    const scopes = asked.length > 0 ? asked : client.scopes;
    const accessToken = await signProjectJwt(project, {
      subject: client.client_id,
      audience: [project.projectId],
      claims: { scope: scopes.join(' '), ...client.trusted_metadata },
      lifetimeSeconds: ACCESS_TOKEN_SECONDS,
      jti: randomUUID(),
    });
    return answer(c, { access_token: accessToken, expires_in: ACCESS_TOKEN_SECONDS, token_type: 'bearer' });
  });
}
