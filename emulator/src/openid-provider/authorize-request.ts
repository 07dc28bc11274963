import { z } from 'zod';
import { isConfidential, isFirstParty } from '../connected-apps/client-types';
import type { ConnectedAppRecord } from '../connected-apps/connected-app-collections';
import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import { AuthorizeRefusal } from './authorize-refusal';
import type { RedirectTarget } from './redirect-target';
import { isStandardScope, scopeDescription } from './scopes';

/** An S256 challenge: base64url of a SHA-256 digest, 43 characters (RFC 7636 §4.2). */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** The `prompt` values of OIDC Core §3.1.2.1; any other value is ignored, as unknown parameters are. */
const PROMPT_VALUES = ['none', 'login', 'consent', 'select_account'] as const;
type Prompt = (typeof PROMPT_VALUES)[number];

/**
 * What the client sends to `idp/oauth/authorize/start`, and to `/submit` with `consent_granted`
 * (`../shared/reference/provider-contract.md` §16). The provider's client parser fills in a missing `response_type` with `code`; the
 * widget sends the page's own (empty when absent), and so do `code_challenge_method` and `max_age`,
 * which that parser drops.
 */
export const authorizeBody = z.object({
  client_id: z.string(),
  redirect_uri: z.string(),
  response_type: z.string().optional(),
  scopes: z.array(z.string()),
  code_challenge: z.string().optional(),
  code_challenge_method: z.string().optional(),
  state: z.string().optional(),
  nonce: z.string().optional(),
  prompt: z.string().optional(),
  max_age: z.union([z.string(), z.number()]).optional(),
  // The parser produces `resources`, the submit type names it `resource`: both are taken, neither used.
  resources: z.array(z.string()).optional(),
  resource: z.array(z.string()).optional(),
});

export type AuthorizeBody = z.output<typeof authorizeBody>;

export type ScopeResult = { scope: string; is_grantable: boolean; description: string };

/** An authorize request the project accepts: its client, and what the user is asked to allow. */
export type AuthorizeRequest = RedirectTarget & {
  scopeResults: ScopeResult[];
  /** The scopes a code would carry: the grantable ones asked for. */
  grantableScopes: string[];
  codeChallenge: string | null;
  nonce: string | null;
  prompts: ReadonlySet<Prompt>;
  /** Seconds since the last authentication after which the user must authenticate again (Core §3.1.2.1). */
  maxAge: number | null;
};

/** The client a request names, or `connected_app_not_found`. */
export function requireConnectedApp(project: Project, clientId: string): ConnectedAppRecord {
  const app = project.collections.connected_apps.get(clientId);
  if (!app) {
    throw new ApiError('connected_app_not_found', `No connected app has the client_id ${clientId}.`);
  }
  return app;
}

/**
 * The client and redirect URI of a request, checked first: until the redirect URI is known to be
 * the client's, sending the user there would be an open redirect, so these refusals are error
 * answers (the page shows them), never redirects (RFC 6749 §4.1.2.1).
 */
export function requireRedirectTarget(project: Project, body: AuthorizeBody): RedirectTarget {
  const app = requireConnectedApp(project, body.client_id);
  if (!app.redirect_uris.includes(body.redirect_uri)) {
    throw new ApiError(
      'connected_app_supplied_redirect_url_not_found_in_client',
      `${body.redirect_uri} is not one of the redirect URIs registered for ${app.client_name}.`,
    );
  }
  return { app, redirectUri: body.redirect_uri, state: body.state ?? null };
}

/**
 * Checks the rest of a request whose target is known. Each refusal is an `AuthorizeRefusal`, which
 * goes back to the client's redirect URI. Scopes nobody defined, and custom scopes the client is not
 * allowed, are dropped rather than refused: Core §3.1.2.1 asks that scopes not understood be
 * ignored, and RFC 6749 §3.3 lets the server grant less than asked. Only when nothing is left is the
 * request refused (`invalid_scope`).
 */
export function checkAuthorizeRequest(
  project: Project,
  target: RedirectTarget,
  body: AuthorizeBody,
): AuthorizeRequest {
  const { app } = target;
  if (!body.response_type) {
    throw new AuthorizeRefusal('invalid_request', 'The request lacks response_type; send "code".');
  }
  if (body.response_type !== 'code') {
    throw new AuthorizeRefusal(
      'unsupported_response_type',
      `The response_type "${body.response_type}" is not supported; only "code" is.`,
    );
  }
  const prompts = parsePrompt(body.prompt);
  const maxAge = parseMaxAge(body.max_age);
  const codeChallenge = checkCodeChallenge(app, body);
  const scopes = [...new Set(body.scopes.filter((scope) => scope !== ''))].filter(
    (scope) => isStandardScope(scope) || mayAskFor(project, app, scope),
  );
  if (scopes.length === 0) {
    throw new AuthorizeRefusal(
      'invalid_scope',
      `The request asks for no scope ${app.client_name} may have; ask for openid at least.`,
    );
  }
  const scopeResults = scopes.map((scope) => ({
    scope,
    is_grantable: isGrantable(app, scope),
    description: scopeDescription(scope, project.settings.rbac_policy),
  }));
  return {
    ...target,
    scopeResults,
    grantableScopes: scopeResults.filter((result) => result.is_grantable).map((result) => result.scope),
    codeChallenge,
    nonce: body.nonce || null,
    prompts,
    maxAge,
  };
}

/** `none` alone, or any of the others (Core §3.1.2.1: `none` with another value is an error). */
function parsePrompt(prompt: string | undefined): ReadonlySet<Prompt> {
  const values = new Set((prompt ?? '').split(' ').filter((value) => value !== ''));
  if (values.has('none') && values.size > 1) {
    throw new AuthorizeRefusal('invalid_request', 'prompt=none may not be combined with other values.');
  }
  return new Set(PROMPT_VALUES.filter((value) => values.has(value)));
}

function parseMaxAge(maxAge: string | number | undefined): number | null {
  if (maxAge === undefined || maxAge === '') return null;
  const seconds = typeof maxAge === 'number' ? maxAge : /^\d+$/.test(maxAge) ? Number(maxAge) : Number.NaN;
  if (!Number.isSafeInteger(seconds) || seconds < 0) {
    throw new AuthorizeRefusal('invalid_request', 'max_age must be a whole number of seconds.');
  }
  return seconds;
}

/**
 * The PKCE challenge a code will be bound to. A public client has no secret, so it must send one;
 * only S256 is offered (discovery), so `plain`, or any other method, is refused up front rather
 * than failing later at the token endpoint.
 */
function checkCodeChallenge(app: ConnectedAppRecord, body: AuthorizeBody): string | null {
  const codeChallenge = body.code_challenge || null;
  const method = body.code_challenge_method || null;
  if (codeChallenge === null) {
    if (!isConfidential(app.client_type)) {
      throw new AuthorizeRefusal(
        'invalid_request',
        'A public client must send a PKCE code_challenge (S256): it has no secret to prove itself with.',
      );
    }
    if (method !== null)
      throw new AuthorizeRefusal('invalid_request', 'code_challenge_method without code_challenge.');
    return null;
  }
  if (method !== null && method !== 'S256') {
    throw new AuthorizeRefusal(
      'invalid_request',
      `The code_challenge_method "${method}" is not supported; only S256 is.`,
    );
  }
  if (!S256_CHALLENGE.test(codeChallenge)) {
    throw new AuthorizeRefusal(
      'invalid_request',
      'The code_challenge must be an S256 challenge: 43 base64url characters.',
    );
  }
  return codeChallenge;
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
