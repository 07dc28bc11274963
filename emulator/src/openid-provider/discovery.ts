import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import { SIGNING_ALG } from '../signing-keys/key-objects';
import { STANDARD_SCOPES } from './scopes';

/** Where a project's OpenID provider lives, relative to its issuer. */
export const OIDC_PATHS = {
  discovery: '/.well-known/openid-configuration',
  token: '/oauth2/token',
  userinfo: '/oauth2/userinfo',
  revocation: '/oauth2/revoke',
  jwks: '/.well-known/jwks.json',
} as const;

/** The issuer of a project on the origin the relying party called, so `iss` matches what it discovered. */
export function issuerOf(origin: string, project: Project): string {
  return `${origin}/v1/public/${project.publicToken}`;
}

/**
 * The discovery document (OpenID Connect Discovery §3). Authorization and logout happen on the
 * project's own page hosting the widget, so without `idp_authorization_url` there is no provider.
 */
export function discoveryDocument(project: Project, issuer: string) {
  const page = project.settings.idp_authorization_url;
  if (page === null) {
    throw new ApiError(
      'authorization_endpoint_not_configured_for_project',
      'The project has no idp_authorization_url: set it (control API settings) to the page that mounts the widget in identity-provider mode.',
    );
  }
  const authMethods = ['client_secret_basic', 'client_secret_post', 'none'];
  return {
    issuer,
    authorization_endpoint: page,
    token_endpoint: `${issuer}${OIDC_PATHS.token}`,
    userinfo_endpoint: `${issuer}${OIDC_PATHS.userinfo}`,
    jwks_uri: `${issuer}${OIDC_PATHS.jwks}`,
    revocation_endpoint: `${issuer}${OIDC_PATHS.revocation}`,
    end_session_endpoint: page,
    scopes_supported: [
      ...STANDARD_SCOPES,
      ...project.settings.rbac_policy.scopes.map((entry) => entry.scope),
    ],
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    subject_types_supported: ['public'],
    // The provider signs every token with the project's one RSA key.
    id_token_signing_alg_values_supported: [SIGNING_ALG],
    token_endpoint_auth_methods_supported: authMethods,
    revocation_endpoint_auth_methods_supported: authMethods,
    code_challenge_methods_supported: ['S256'],
    prompt_values_supported: ['none', 'login', 'consent', 'select_account'],
    // Every authorization response, code or error, names the issuer (RFC 9207).
    authorization_response_iss_parameter_supported: true,
    claims_supported: [
      'iss',
      'sub',
      'aud',
      'azp',
      'exp',
      'iat',
      'auth_time',
      'nonce',
      'at_hash',
      'email',
      'email_verified',
      'name',
      'given_name',
      'family_name',
      'picture',
      'locale',
      'phone_number',
      'phone_number_verified',
    ],
  };
}
