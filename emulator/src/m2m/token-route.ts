import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { BackendRouter } from '../http/backend-router';
import { OAuthError } from '../openid-provider/oauth-error';
import { asOAuth } from '../openid-provider/oauth-form';
import { signProjectJwt } from '../sessions/jwt';
import { isSameSecret, secretDigest } from '../store/secret-digest';
import { isPublicToken } from '../store/store';
import { backendOk } from '../users/backend-answer';
import type { M2MClientRecord } from './m2m-client-collections';

/** M2M access tokens live an hour, as the provider's do. */
const ACCESS_TOKEN_SECONDS = 3600;

const tokenRequest = z.object({
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
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new OAuthError(400, 'invalid_request', 'The request body is not valid JSON.');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new OAuthError(400, 'invalid_request', 'The request body is not a JSON object.');
    }
    return parsed as Record<string, unknown>;
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
 * emulator's OpenID provider (openid-provider/oidc-routes), registered after this one.
 */
export function registerBackendM2MTokenRoute(backend: BackendRouter): void {
  backend.post('/public/:project_id/oauth2/token', (c, next) => {
    const projectId = c.req.param('project_id');
    if (isPublicToken(projectId)) return next();
    // Refusals are OAuth's (`error`, `error_description`, RFC 6749 §5.2) at 400, as the provider's token
    // endpoint answers them: its clients send their credentials in the body, not a Basic header.
    return asOAuth(async () => {
      const project = c.get('store').projectById(projectId);
      const fields = await requestFields(await c.req.text(), c.req.header('content-type'));
      if (fields.grant_type !== 'client_credentials') {
        throw fields.grant_type === undefined
          ? new OAuthError(400, 'invalid_request', 'The request lacks grant_type.')
          : new OAuthError(400, 'unsupported_grant_type', 'Only the client_credentials grant is supported.');
      }
      const request = tokenRequest.safeParse(fields);
      if (!request.success) {
        throw new OAuthError(400, 'invalid_request', 'The request needs client_id and client_secret.');
      }
      const client = project?.collections.m2m_clients.get(request.data.client_id);
      if (!project || client?.status !== 'active' || !isClientSecret(client, request.data.client_secret)) {
        throw new OAuthError(
          400,
          'invalid_client',
          project
            ? 'The client id and secret do not match an active M2M client.'
            : `No project has the id ${projectId}.`,
        );
      }
      const asked = request.data.scope?.split(' ').filter(Boolean) ?? [];
      const notGranted = asked.filter((scope) => !client.scopes.includes(scope));
      if (notGranted.length > 0) {
        throw new OAuthError(400, 'invalid_scope', `The client may not ask for ${notGranted.join(', ')}.`);
      }
      const scopes = asked.length > 0 ? asked : client.scopes;
      const accessToken = await signProjectJwt(project, {
        subject: client.client_id,
        audience: [project.projectId],
        claims: { scope: scopes.join(' '), ...client.trusted_metadata },
        lifetimeSeconds: ACCESS_TOKEN_SECONDS,
        jti: randomUUID(),
      });
      return backendOk(c, {
        access_token: accessToken,
        expires_in: ACCESS_TOKEN_SECONDS,
        token_type: 'bearer',
      });
    });
  });
}
