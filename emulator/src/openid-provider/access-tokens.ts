import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Project } from '../emulator-store';
import { privateKeyOf, SIGNING_ALG } from '../signing-keys/key-objects';
import { projectSigningKey } from '../signing-keys/project-signing-key';

export type AccessTokenClaims = {
  userId: string;
  clientId: string;
  scopes: string[];
  /** Seconds from now, on the project's clock. */
  lifetimeSeconds: number;
};

/** The `iss` of access tokens: the project's own, as on its session JWTs. */
export function accessTokenIssuer(project: Project): string {
  return `stytch.com/${project.projectId}`;
}

/**
 * An access token as a JWT (`iss`, `aud`, `sub`, `client_id`, `scope`, `iat`, `nbf`, `exp`, `jti`), signed
 * RS256 with the project's key (the key of its session JWTs), so a resource server may verify it
 * locally against the project's JWKS. Header and issuer are the ones the provider's backend SDK
 * demands in `idp.introspectTokenLocal` (`typ: JWT`, `iss` `stytch.com/<project_id>`, as on session
 * JWTs), not RFC 9068's `at+jwt` and the OpenID issuer URL, which it would reject; the audience is the
 * project, the one resource server these tokens are for, as a list as the provider's reference shows
 * it (`"aud": ["PROJECT_ID"]`), and `nbf` is there for the SDK's `not_before`. The project also keeps its digest:
 * revocation, expiry, introspection and userinfo look that record up, so a revoked token stops
 * working there even though its signature holds.
 */
export async function signAccessToken(project: Project, claims: AccessTokenClaims): Promise<string> {
  const key = await projectSigningKey(project);
  const now = Math.floor(project.clock.now() / 1000);
  return new SignJWT({ client_id: claims.clientId, scope: claims.scopes.join(' ') })
    .setProtectedHeader({ alg: SIGNING_ALG, kid: key.kid, typ: 'JWT' })
    .setIssuer(accessTokenIssuer(project))
    .setSubject(claims.userId)
    .setAudience([project.projectId])
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(now + claims.lifetimeSeconds)
    .setJti(randomUUID())
    .sign(privateKeyOf(key));
}
