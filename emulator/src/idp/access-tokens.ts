import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Project } from '../store/project';
import { idpSigningKey } from './signing-keys';

export type AccessTokenClaims = {
  issuer: string;
  userId: string;
  clientId: string;
  scopes: string[];
  /** Seconds from now, on the project's clock. */
  lifetimeSeconds: number;
};

/**
 * An access token as a JWT (RFC 9068: `typ` `at+jwt`, `iss`, `aud`, `sub`, `client_id`, `scope`,
 * `iat`, `exp`, `jti`), signed with the project's key (ES256, the key of its session JWTs), so a
 * resource server may verify it locally against the issuer's JWKS. The audience is the project, the
 * one resource server these tokens are for. The project also keeps its digest: revocation, expiry
 * and userinfo look that record up, so a revoked token stops working even though its signature holds.
 */
export async function signAccessToken(project: Project, claims: AccessTokenClaims): Promise<string> {
  const key = await idpSigningKey(project, 'ES256');
  const now = Math.floor(project.clock.now() / 1000);
  return new SignJWT({ client_id: claims.clientId, scope: claims.scopes.join(' ') })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'at+jwt' })
    .setIssuer(claims.issuer)
    .setSubject(claims.userId)
    .setAudience(project.projectId)
    .setIssuedAt(now)
    .setExpirationTime(now + claims.lifetimeSeconds)
    .setJti(randomUUID())
    .sign(key.privateKey);
}
