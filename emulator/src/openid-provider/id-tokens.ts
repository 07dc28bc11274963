import { createHash } from 'node:crypto';
import { compactVerify, SignJWT } from 'jose';
import type { Project } from '../emulator-store';
import { privateKeyOf, publicKeyOf, SIGNING_ALG } from '../signing-keys/key-objects';
import { projectSigningKey } from '../signing-keys/project-signing-key';
import type { User } from '../users/user-collections';
import { userClaims } from './user-claims';

/** ID tokens are read once, right after the code exchange. */
const ID_TOKEN_LIFETIME_SECONDS = 3600;

export type IdTokenInput = {
  issuer: string;
  user: User;
  clientId: string;
  scopes: string[];
  nonce: string | null;
  authTime: string;
  accessToken: string;
};

/**
 * `at_hash`: the left half of the access token's hash, base64url (OIDC Core §3.1.3.6); RS256 hashes
 * with SHA-256.
 */
export function accessTokenHash(accessToken: string): string {
  return createHash('sha256').update(accessToken, 'ascii').digest().subarray(0, 16).toString('base64url');
}

/**
 * Signs an ID token RS256 with the project's key, the one its session JWTs use and its JWKS
 * publishes. Times follow the project's clock.
 */
export async function signIdToken(project: Project, input: IdTokenInput): Promise<string> {
  const key = await projectSigningKey(project);
  const now = Math.floor(project.clock.now() / 1000);
  return new SignJWT({
    ...userClaims(input.user, input.scopes),
    azp: input.clientId,
    auth_time: Math.floor(Date.parse(input.authTime) / 1000),
    at_hash: accessTokenHash(input.accessToken),
    ...(input.nonce === null ? {} : { nonce: input.nonce }),
  })
    .setProtectedHeader({ alg: SIGNING_ALG, kid: key.kid, typ: 'JWT' })
    .setIssuer(input.issuer)
    .setSubject(input.user.user_id)
    .setAudience(input.clientId)
    .setIssuedAt(now)
    .setExpirationTime(now + ID_TOKEN_LIFETIME_SECONDS)
    .sign(privateKeyOf(key));
}

/**
 * Whether an `id_token_hint` is an ID token signed with the project's key for this client and user.
 * An expired one still counts (OIDC RP-Initiated Logout §2): it names who signed in where.
 */
export async function idTokenHintNames(
  project: Project,
  hint: string,
  clientId: string,
  userId: string,
): Promise<boolean> {
  const key = project.signingKey;
  if (!key) return false;
  try {
    const { payload } = await compactVerify(hint, publicKeyOf(key), { algorithms: [SIGNING_ALG] });
    const claims = JSON.parse(new TextDecoder().decode(payload)) as { sub?: unknown; aud?: unknown };
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    return claims.sub === userId && audiences.includes(clientId);
  } catch {
    return false;
  }
}
