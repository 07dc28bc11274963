import { SignJWT } from 'jose';
import type { Project } from '../emulator-store';
import { privateKeyOf, SIGNING_ALG } from '../signing-keys/key-objects';
import { projectSigningKey } from '../signing-keys/project-signing-key';
import type { Session } from './session-collections';

/** The provider's session JWTs live for five minutes; the opaque token is what refreshes them. */
const JWT_LIFETIME_SECONDS = 300;

/** The claim the provider puts the session in; the backend SDK reads it on a local check. */
export const SESSION_CLAIM = 'https://stytch.com/session';

/**
 * Signs the session JWT: the session itself under the provider's `https://stytch.com/session` claim,
 * its custom claims at the top level (the backend SDK hands every other claim back as `custom_claims`).
 * `iat`, `nbf` and `exp` are in the project's time, so a moved clock expires JWTs too.
 */
export async function signSessionJwt(project: Project, session: Session): Promise<string> {
  const key = await projectSigningKey(project);
  const now = Math.floor(project.clock.now() / 1000);
  return new SignJWT({
    ...session.custom_claims,
    [SESSION_CLAIM]: {
      id: session.session_id,
      started_at: session.started_at,
      last_accessed_at: session.last_accessed_at,
      expires_at: session.expires_at,
      attributes: session.attributes,
      authentication_factors: session.authentication_factors,
      roles: session.roles,
    },
  })
    .setProtectedHeader({ alg: SIGNING_ALG, kid: key.kid, typ: 'JWT' })
    .setSubject(session.user_id)
    .setIssuer(`stytch.com/${project.projectId}`)
    .setAudience(project.projectId)
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(
      Math.min(now + JWT_LIFETIME_SECONDS, Math.floor(Date.parse(session.expires_at) / 1000)),
    )
    .sign(privateKeyOf(key));
}

/**
 * Signs any other JWT of the project (M2M access tokens) with the session key, so the same JWKS
 * verifies it: `typ: JWT`, issuer `stytch.com/<project_id>`, `iat`/`nbf`/`exp` in the project's time.
 */
export async function signProjectJwt(
  project: Project,
  input: {
    subject: string;
    audience: string[];
    claims: Record<string, unknown>;
    lifetimeSeconds: number;
    jti: string;
  },
): Promise<string> {
  const key = await projectSigningKey(project);
  const now = Math.floor(project.clock.now() / 1000);
  return new SignJWT(input.claims)
    .setProtectedHeader({ alg: SIGNING_ALG, kid: key.kid, typ: 'JWT' })
    .setSubject(input.subject)
    .setIssuer(`stytch.com/${project.projectId}`)
    .setAudience(input.audience)
    .setJti(input.jti)
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(now + input.lifetimeSeconds)
    .sign(privateKeyOf(key));
}
