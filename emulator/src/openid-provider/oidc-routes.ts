import type { Hono } from 'hono';
import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import { unauthorizedPage } from '../http/authorized-pages';
import type { EmulatorContext, EmulatorEnv } from '../http/env';
import { okFlat } from '../http/envelope';
import { projectJwks } from '../signing-keys/published-jwks';
import { isPublicToken } from '../store/store';
import { requireBearerToken, revokeToken } from './bearer-tokens';
import { authenticateClient } from './client-authentication';
import { discoveryDocument, issuerOf, OIDC_PATHS } from './discovery';
import { bearerChallenge, OAuthError } from './oauth-error';
import { asOAuth, noStoreJson, readForm } from './oauth-form';
import { recordDiscoveredIssuer } from './provider-state';
import { exchangeAuthorizationCode, refreshTokens } from './token-grants';
import { userClaims } from './user-claims';

/** Every OpenID provider path of a project hangs off its issuer. */
const ISSUER_PATH = '/v1/public/:public_token';

/**
 * The project an issuer path names. A relying party never creates one: the widget's bootstrap has,
 * long before any client could be registered.
 */
function issuerProject(c: EmulatorContext): Project {
  const publicToken = c.req.param('public_token') ?? '';
  const project = isPublicToken(publicToken) ? c.get('store').existingProject(publicToken) : undefined;
  if (!project) throw new ApiError('project_not_found', `The emulator has no project ${publicToken}.`);
  return project;
}

/** The page origins a relying party of the project runs on: its own, and its connected apps'. */
function relyingPartyOrigins(project: Project): string[] {
  const apps = project.collections.connected_apps.all();
  const redirects = apps.flatMap((app) => app.redirect_uris.flatMap((uri) => URL.parse(uri)?.origin ?? []));
  return [...project.settings.authorized_origins, ...redirects];
}

function issuer(c: EmulatorContext, project: Project): string {
  return issuerOf(new URL(c.req.url).origin, project);
}

/**
 * Each project as an OpenID provider for its connected apps: discovery, token, userinfo and
 * revocation, called by relying parties (never by the client). Access and ID tokens are signed with
 * the project's key, the one of its session JWTs, published at the issuer's JWKS as at the sessions'
 * JWKS; authorization happens on the project's page with the widget.
 */
export function registerOidcRoutes(app: Hono<EmulatorEnv>): void {
  app.get(`${ISSUER_PATH}${OIDC_PATHS.discovery}`, (c) => {
    const project = issuerProject(c);
    const document = discoveryDocument(project, issuer(c, project));
    // Relying parties are servers, or pages of the project's origins or of its connected apps'
    // redirect URIs. Any other page may read the document (it is public), but not choose the issuer
    // later answers name.
    if (unauthorizedPage(c, relyingPartyOrigins(project)) === undefined) {
      recordDiscoveredIssuer(project, document.issuer);
    }
    return c.json(document);
  });

  // The same set as the sessions' JWKS, in the same envelope, as the provider serves it.
  app.get(`${ISSUER_PATH}${OIDC_PATHS.jwks}`, async (c) => okFlat(c, await projectJwks(issuerProject(c))));

  app.post(`${ISSUER_PATH}${OIDC_PATHS.token}`, (c) =>
    asOAuth(async () => {
      const project = issuerProject(c);
      const form = await readForm(c);
      const client = authenticateClient(project, c.req.header('authorization'), form);
      const grantType = form.get('grant_type');
      if (grantType === 'authorization_code') {
        return noStoreJson(await exchangeAuthorizationCode(project, client, form, issuer(c, project)));
      }
      if (grantType === 'refresh_token') {
        return noStoreJson(await refreshTokens(project, client, form, issuer(c, project)));
      }
      if (grantType === undefined)
        throw new OAuthError(400, 'invalid_request', 'The request lacks grant_type.');
      throw new OAuthError(400, 'unsupported_grant_type', `The grant_type ${grantType} is not supported.`);
    }),
  );

  const userinfo = (c: EmulatorContext) =>
    asOAuth(async () => {
      const project = issuerProject(c);
      const token = requireBearerToken(project, c.req.header('authorization'));
      const user = project.collections.users.get(token.user_id);
      if (!user) {
        const description = 'The user of the access token no longer exists.';
        throw new OAuthError(
          401,
          'invalid_token',
          description,
          bearerChallenge('invalid_token', description),
        );
      }
      if (!token.scopes.includes('openid')) {
        const description = 'The access token was not granted the openid scope.';
        throw new OAuthError(403, 'insufficient_scope', description, `Bearer error="insufficient_scope"`);
      }
      return noStoreJson(userClaims(user, token.scopes));
    });
  app.get(`${ISSUER_PATH}${OIDC_PATHS.userinfo}`, userinfo);
  app.post(`${ISSUER_PATH}${OIDC_PATHS.userinfo}`, userinfo);

  // The answer is the same whether the token existed or not (RFC 7009 §2.2).
  app.post(`${ISSUER_PATH}${OIDC_PATHS.revocation}`, (c) =>
    asOAuth(async () => {
      const project = issuerProject(c);
      const form = await readForm(c);
      const client = authenticateClient(project, c.req.header('authorization'), form);
      const token = form.get('token');
      if (token === undefined) throw new OAuthError(400, 'invalid_request', 'The request lacks token.');
      revokeToken(project, client, token);
      return new Response(null, { status: 200, headers: { 'cache-control': 'no-store' } });
    }),
  );
}
