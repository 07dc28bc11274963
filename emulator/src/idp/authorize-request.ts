import { z } from 'zod';
import { ApiError } from '../http/api-error';
import type { ConnectedAppRecord, SessionRecord } from '../store/model';
import type { Project } from '../store/project';
import { isConfidential, isFirstParty } from './client-types';
import { grantKey } from './connected-apps';
import { isStandardScope, scopeDescription } from './scopes';

/** An S256 challenge: base64url of a SHA-256 digest, 43 characters (RFC 7636 §4.2). */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** What the client sends to `idp/oauth/authorize/start`, and to `/submit` with `consent_granted` (contract §16). */
export const authorizeBody = z.object({
  client_id: z.string(),
  redirect_uri: z.string(),
  response_type: z.string().default('code'),
  scopes: z.array(z.string()),
  code_challenge: z.string().optional(),
  state: z.string().optional(),
  nonce: z.string().optional(),
  prompt: z.string().optional(),
  // The parser produces `resources`, the submit type names it `resource`: both are taken, neither used.
  resources: z.array(z.string()).optional(),
  resource: z.array(z.string()).optional(),
});

export type AuthorizeBody = z.output<typeof authorizeBody>;

export type ScopeResult = { scope: string; is_grantable: boolean; description: string };

/** An authorize request the project accepts: its client, and what the user is asked to allow. */
export type AuthorizeRequest = {
  app: ConnectedAppRecord;
  redirectUri: string;
  scopeResults: ScopeResult[];
  /** The scopes a code would carry: the grantable ones asked for. */
  grantableScopes: string[];
  codeChallenge: string | null;
  nonce: string | null;
  state: string | null;
  consentRequired: boolean;
};

/** The client a request names, or `connected_app_not_found`. */
export function requireConnectedApp(project: Project, clientId: string): ConnectedAppRecord {
  const app = project.collections.connected_apps.get(clientId);
  if (!app) {
    throw new ApiError(404, 'connected_app_not_found', `No connected app has the client_id ${clientId}.`);
  }
  return app;
}

/**
 * Checks an authorize request against its client and the user's grants. Every refusal is an error
 * answer, never a redirect: until the redirect URI is known to be the client's, sending the user
 * there would be an open redirect, and the client then shows the error itself.
 */
export function checkAuthorizeRequest(
  project: Project,
  session: SessionRecord,
  body: AuthorizeBody,
): AuthorizeRequest {
  const app = requireConnectedApp(project, body.client_id);
  if (!app.redirect_uris.includes(body.redirect_uri)) {
    throw new ApiError(
      400,
      'connected_app_supplied_redirect_url_not_found_in_client',
      `${body.redirect_uri} is not one of the redirect URIs registered for ${app.client_name}.`,
    );
  }
  if (body.response_type !== 'code') {
    throw new ApiError(
      400,
      'oauth_unsupported_response_type',
      `The response_type "${body.response_type}" is not supported; only "code" is.`,
    );
  }
  const scopes = [...new Set(body.scopes.filter((scope) => scope !== ''))];
  if (scopes.length === 0) {
    throw new ApiError(400, 'oauth_invalid_scope_requested', 'The request asks for an empty set of scopes.');
  }
  const forbidden = scopes.filter((scope) => !isStandardScope(scope) && !mayAskFor(project, app, scope));
  if (forbidden.length > 0) {
    throw new ApiError(
      400,
      'oauth_invalid_scope_requested',
      `${app.client_name} may not ask for the scope${forbidden.length === 1 ? '' : 's'} ${forbidden.join(', ')}.`,
    );
  }
  const codeChallenge = body.code_challenge || null;
  if (codeChallenge === null && !isConfidential(app.client_type)) {
    throw new ApiError(
      400,
      'oauth_invalid_request',
      'A public client must send a PKCE code_challenge (S256): it has no secret to prove itself with.',
    );
  }
  if (codeChallenge !== null && !S256_CHALLENGE.test(codeChallenge)) {
    throw new ApiError(
      400,
      'oauth_invalid_request',
      'The code_challenge must be an S256 challenge: 43 base64url characters.',
    );
  }
  const scopeResults = scopes.map((scope) => ({
    scope,
    is_grantable: isGrantable(app, scope),
    description: scopeDescription(scope, project.settings.rbac_policy),
  }));
  const grantableScopes = scopeResults.filter((result) => result.is_grantable).map((result) => result.scope);
  return {
    app,
    redirectUri: body.redirect_uri,
    scopeResults,
    grantableScopes,
    codeChallenge,
    nonce: body.nonce || null,
    state: body.state ?? null,
    consentRequired: needsConsent(project, session.user_id, app, grantableScopes, body.prompt),
  };
}

/** A custom scope the project's policy describes and the client is allowed. */
function mayAskFor(project: Project, app: ConnectedAppRecord, scope: string): boolean {
  return (
    app.allowed_custom_scopes.includes(scope) &&
    project.settings.rbac_policy.scopes.some((entry) => entry.scope === scope)
  );
}

/**
 * `full_access` lets a token become a session of the user (`sessions/exchange_access_token`), so
 * only the project's own apps get it; asking for it elsewhere is no error, it is just not granted.
 */
function isGrantable(app: ConnectedAppRecord, scope: string): boolean {
  return scope !== 'full_access' || isFirstParty(app.client_type);
}

/**
 * First-party clients never ask. A third-party client asks unless the user already granted every
 * scope it now wants, or when the request says `prompt=consent`.
 */
function needsConsent(
  project: Project,
  userId: string,
  app: ConnectedAppRecord,
  scopes: string[],
  prompt: string | undefined,
): boolean {
  if (isFirstParty(app.client_type)) return false;
  if (prompt?.split(' ').includes('consent')) return true;
  const grant = project.collections.connected_app_grants.get(grantKey(userId, app.client_id));
  return !grant || scopes.some((scope) => !grant.scopes.includes(scope));
}
