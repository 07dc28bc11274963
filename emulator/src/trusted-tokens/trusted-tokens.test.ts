import { exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { EmulatorStore, type Project } from '../emulator-store';
import type { TrustedTokenProfile } from './trusted-token-profile';
import { verifyTrustedToken } from './trusted-tokens';

const ISSUER = 'https://auth.example';
const AUDIENCE = 'foyer-tests';

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

/** A project trusting tokens signed by any of `keyCount` fresh keys, and those keys' private halves. */
async function projectWithProfile(profile: Partial<TrustedTokenProfile> = {}, keyCount = 1) {
  const pairs = await Promise.all(Array.from({ length: keyCount }, () => generateKeyPair('ES256')));
  const project = EmulatorStore.inMemory().project('public-token-test-trusted-tokens');
  project.updateSettings({
    ...project.settings,
    trusted_token_profiles: [
      {
        profile_id: 'profile-test-1',
        issuer: ISSUER,
        audience: AUDIENCE,
        public_key_pems: await Promise.all(pairs.map(({ publicKey }) => exportSPKI(publicKey))),
        attribute_mapping: { email: 'email', token_id: 'jti' },
        can_jit_provision: false,
        ...profile,
      },
    ],
  });
  return { project, keys: pairs.map(({ privateKey }) => privateKey) };
}

function sign(
  project: Project,
  key: SigningKey,
  claims: Record<string, unknown>,
  { issuer = ISSUER, expiresIn = '5m' } = {},
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256' })
    .setIssuer(issuer)
    .setAudience(AUDIENCE)
    .setIssuedAt(new Date(project.clock.now()))
    .setExpirationTime(expiresIn)
    .sign(key);
}

/** The error type and message a verification is refused with. */
async function refusal(promise: Promise<unknown>): Promise<{ errorType: string; message: string }> {
  const error = await promise.then(
    () => expect.fail('the token was accepted'),
    (refused: unknown) => refused,
  );
  const { errorType, message } = error as { errorType: string; message: string };
  return { errorType, message };
}

describe('verifyTrustedToken', () => {
  it('gives the email and token id from the claims the attribute mapping names, with the profile that passed it', async () => {
    const { project, keys } = await projectWithProfile({
      attribute_mapping: { email: 'mail', token_id: 'tid' },
    });
    const [key] = keys as [SigningKey];
    const token = await sign(project, key, { mail: 'ada@example.com', tid: 'token-1' });

    const claims = await verifyTrustedToken(project, 'profile-test-1', token);

    expect(claims).toEqual({
      profile: project.settings.trusted_token_profiles[0],
      email: 'ada@example.com',
      tokenId: 'token-1',
    });
  });

  it('refuses a token without string claims where the mapping looks, naming the claims it needs', async () => {
    const { project, keys } = await projectWithProfile({
      attribute_mapping: { email: 'mail', token_id: 'tid' },
    });
    const [key] = keys as [SigningKey];
    const token = await sign(project, key, { email: 'ada@example.com', jti: 'token-1' });

    expect(await refusal(verifyTrustedToken(project, 'profile-test-1', token))).toEqual({
      errorType: 'invalid_trusted_auth_token',
      message: 'The token needs string claims mail and tid.',
    });
  });

  it('accepts a token signed by any of the profile keys, so a key can be rotated in before the old one goes', async () => {
    const { project, keys } = await projectWithProfile({}, 2);
    const [, newer] = keys as [SigningKey, SigningKey];
    const token = await sign(project, newer, { email: 'ada@example.com', jti: 'token-2' });

    await expect(verifyTrustedToken(project, 'profile-test-1', token)).resolves.toMatchObject({
      tokenId: 'token-2',
    });
  });

  it('refuses, as invalid_trusted_auth_token, a token signed by another key, from another issuer, expired on the project clock, or not a JWT', async () => {
    const { project, keys } = await projectWithProfile();
    const [key] = keys as [SigningKey];
    const claims = { email: 'ada@example.com', jti: 't' };
    const stranger = (await generateKeyPair('ES256')).privateKey;
    const expiring = await sign(project, key, claims, { expiresIn: '5m' });
    project.clock.change({ advance_ms: 5 * 60_000 + 1000 });
    const refusals = {
      'another key': await sign(project, stranger, claims),
      'another issuer': await sign(project, key, claims, { issuer: 'https://evil.example' }),
      'expired on the project clock': expiring,
      'not a JWT': 'not-a-jwt',
    };

    for (const [why, token] of Object.entries(refusals)) {
      const refused = await refusal(verifyTrustedToken(project, 'profile-test-1', token));
      expect(refused.errorType, why).toBe('invalid_trusted_auth_token');
      expect(refused.message, why).toMatch(/^The token does not pass profile profile-test-1: /);
    }
  });
});
