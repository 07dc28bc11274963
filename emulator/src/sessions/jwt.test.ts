import { generateKeyPairSync } from 'node:crypto';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import type { Session } from '../store/model';
import { EmulatorStore } from '../store/store';
import { projectJwks, signSessionJwt } from './jwt';

const session = {
  session_id: 'session-1',
  user_id: 'user-1',
  started_at: new Date().toISOString(),
  last_accessed_at: new Date().toISOString(),
  expires_at: new Date(Date.now() + 3_600_000).toISOString(),
  attributes: { ip_address: '', user_agent: '' },
  authentication_factors: [],
} as unknown as Session;

describe('signSessionJwt', () => {
  it('signs with a key imported under a kid it has signed with before, and after a key that failed', async () => {
    const project = EmulatorStore.inMemory().project('public-token-test-jwt');
    const { kid } = project.signingKey;
    await signSessionJwt(project, session);

    project.replace({
      ...project.snapshot(),
      signing_key: { kid, private_jwk: { kty: 'EC', crv: 'P-256', d: 'AAAA' } },
    });
    await expect(signSessionJwt(project, session)).rejects.toThrow();

    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    project.replace({
      ...project.snapshot(),
      signing_key: { kid, private_jwk: privateKey.export({ format: 'jwk' }) },
    });
    const jwt = await signSessionJwt(project, session);
    const verified = await jwtVerify(jwt, createLocalJWKSet(projectJwks(project) as never));
    expect(verified.payload.sub).toBe('user-1');
  });
});
