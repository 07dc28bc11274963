import { createHash } from 'node:crypto';
import { compactVerify, importJWK, type JWK, SignJWT } from 'jose';
import type { IdTokenSigningAlg, User } from '../store/model';
import type { Project } from '../store/project';
import { idpSigningKey, idpVerificationKeys } from './signing-keys';
import { userClaims } from './user-claims';

/** ID tokens are read once, right after the code exchange. */
const ID_TOKEN_LIFETIME_SECONDS = 3600;

export type IdTokenInput = {
  issuer: string;
  user: User;
  clientId: string;
  /** The client's `id_token_signed_response_alg`. */
  alg: IdTokenSigningAlg;
  scopes: string[];
  nonce: string | null;
  authTime: string;
  accessToken: string;
};

/**
 * `at_hash`: the left half of the access token's hash, base64url (OIDC Core §3.1.3.6). Both
 * algorithms offered, RS256 and ES256, hash with SHA-256.
 */
export function accessTokenHash(accessToken: string): string {
  return createHash('sha256').update(accessToken, 'ascii').digest().subarray(0, 16).toString('base64url');
}

/** Signs an ID token with the project's key for the client's algorithm, one its OIDC JWKS publishes. Times follow the project's clock. */
export async function signIdToken(project: Project, input: IdTokenInput): Promise<string> {
  const key = await idpSigningKey(project, input.alg);
  const now = Math.floor(project.clock.now() / 1000);
  return new SignJWT({
    ...userClaims(input.user, input.scopes),
    azp: input.clientId,
    auth_time: Math.floor(Date.parse(input.authTime) / 1000),
    at_hash: accessTokenHash(input.accessToken),
    ...(input.nonce === null ? {} : { nonce: input.nonce }),
  })
    .setProtectedHeader({ alg: input.alg, kid: key.kid, typ: 'JWT' })
    .setIssuer(input.issuer)
    .setSubject(input.user.user_id)
    .setAudience(input.clientId)
    .setIssuedAt(now)
    .setExpirationTime(now + ID_TOKEN_LIFETIME_SECONDS)
    .sign(key.privateKey);
}

/**
 * Whether an `id_token_hint` is an ID token signed with one of the project's keys for this client
 * and user. An expired one still counts (OIDC RP-Initiated Logout §2): it names who signed in where.
 */
export async function idTokenHintNames(
  project: Project,
  hint: string,
  clientId: string,
  userId: string,
): Promise<boolean> {
  for (const jwk of await idpVerificationKeys(project)) {
    const alg = String(jwk.alg);
    try {
      const { payload } = await compactVerify(hint, await importJWK(jwk as JWK, alg), { algorithms: [alg] });
      const claims = JSON.parse(new TextDecoder().decode(payload)) as { sub?: unknown; aud?: unknown };
      const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
      return claims.sub === userId && audiences.includes(clientId);
    } catch {
      // Not signed with this key: try the next one.
    }
  }
  return false;
}
