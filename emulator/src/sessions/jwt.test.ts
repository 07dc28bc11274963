import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { EmulatorStore } from '../emulator-store';
import { newSigningKey } from '../signing-keys/new-signing-key';
import { projectJwks } from '../signing-keys/published-jwks';
import { signSessionJwt } from './jwt';
import type { Session } from './session-collections';

const session = {
  session_id: 'session-1',
  user_id: 'user-1',
  started_at: new Date().toISOString(),
  last_accessed_at: new Date().toISOString(),
  expires_at: new Date(Date.now() + 3_600_000).toISOString(),
  attributes: { ip_address: '', user_agent: '' },
  authentication_factors: [],
} as unknown as Session;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

describe('signSessionJwt', () => {
  it('signs RS256 with a key the project makes on its first JWT, one key for first calls at once', async () => {
    const project = EmulatorStore.inMemory().project('public-token-test-jwt');
    expect(project.signingKey).toBeNull();
    const [first, second] = await Promise.all([
      signSessionJwt(project, session),
      signSessionJwt(project, session),
    ]);
    const kid = project.signingKey?.kid;
    expect(kid).toMatch(new RegExp(`^jwk-test-${UUID.source}$`));
    expect(decodeProtectedHeader(first)).toEqual({ alg: 'RS256', kid, typ: 'JWT' });
    expect(decodeProtectedHeader(second).kid).toBe(kid);
    expect(decodeProtectedHeader(await signSessionJwt(project, session)).kid).toBe(kid);
  });

  it('names a live project’s key jwk-live-…', async () => {
    const project = EmulatorStore.inMemory().project('public-token-live-jwt');
    await signSessionJwt(project, session);
    expect(project.signingKey?.kid).toMatch(new RegExp(`^jwk-live-${UUID.source}$`));
  });

  it('signs with the key an import brings, even under a kid it has signed with before', async () => {
    const project = EmulatorStore.inMemory().project('public-token-test-jwt');
    const before = await signSessionJwt(project, session);
    const kid = String(project.signingKey?.kid);
    project.replace({ ...project.snapshot(), signing_key: { ...(await newSigningKey('test')), kid } });

    const after = await signSessionJwt(project, session);
    const keys = createLocalJWKSet(await projectJwks(project));
    expect((await jwtVerify(after, keys)).payload.sub).toBe('user-1');
    await expect(jwtVerify(before, keys)).rejects.toThrow(/signature/);
  });
});
