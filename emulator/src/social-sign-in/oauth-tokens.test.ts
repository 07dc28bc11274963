import { describe, expect, it } from 'vitest';
import { EmulatorStore, type Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import { codeChallengeFor } from '../links/pkce';
import { secretDigest } from '../store/secret-digest';
import type { OAuthIdentity } from './oauth-collections';
import {
  findRedeemableOAuthToken,
  issueOAuthToken,
  OAUTH_TOKEN_MINUTES,
  spentOAuthToken,
} from './oauth-tokens';

const ADA: OAuthIdentity = {
  provider: 'github',
  provider_subject: '42',
  name: 'Ada',
  email: 'ada@example.com',
  email_verified: true,
  picture_url: '',
  locale: 'en',
};

function newProject() {
  return EmulatorStore.inMemory().project(`public-token-test-${crypto.randomUUID()}`);
}

function refusedType(project: Project, token: string, verifier?: string): string {
  try {
    findRedeemableOAuthToken(project, token, verifier);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).errorType;
  }
  throw new Error('the token was accepted');
}

const issue = (project: Project, codeChallenge?: string) =>
  issueOAuthToken(project, {
    identity: ADA,
    provider: 'github',
    scopes: ['read:user', 'repo'],
    redirectUrl: 'http://localhost:3000/auth',
    codeChallenge,
  });

describe('OAuth tokens', () => {
  it('are stored as their digest only', () => {
    const project = newProject();
    const token = issue(project);
    expect(project.collections.oauth_tokens.has(token)).toBe(false);
    expect(JSON.stringify(project.snapshot())).not.toContain(token);
    expect(project.collections.oauth_tokens.get(secretDigest(token))).toMatchObject({
      token_digest: secretDigest(token),
    });
  });

  it('are redeemable once, with the identity and scopes they were issued for', () => {
    const project = newProject();
    const token = issue(project);
    const record = findRedeemableOAuthToken(project, token, undefined);
    expect(record).toMatchObject({ identity: ADA, scopes: ['read:user', 'repo'], used_at: null });
    project.collections.oauth_tokens.put(record.token_digest, spentOAuthToken(project, record));
    expect(refusedType(project, token)).toBe('oauth_token_not_found');
  });

  it('refuse an unknown token', () => {
    expect(refusedType(newProject(), 'made-up')).toBe('oauth_token_not_found');
  });

  it(`expire ${OAUTH_TOKEN_MINUTES} minutes later on the project clock, and are dropped when the next is issued`, () => {
    const project = newProject();
    const token = issue(project);
    project.clock.change({ advance_ms: OAUTH_TOKEN_MINUTES * 60_000 - 1000 });
    expect(findRedeemableOAuthToken(project, token, undefined).token_digest).toBe(secretDigest(token));
    project.clock.change({ advance_ms: 1000 });
    expect(refusedType(project, token)).toBe('oauth_token_not_found');
    issue(project);
    expect(project.collections.oauth_tokens.has(secretDigest(token))).toBe(false);
  });

  it('need the verifier of their challenge', () => {
    const project = newProject();
    const token = issue(project, codeChallengeFor('abc123'));
    expect(refusedType(project, token)).toBe('pkce_expected_code_verifier');
    expect(refusedType(project, token, 'abc124')).toBe('pkce_mismatch');
    expect(findRedeemableOAuthToken(project, token, 'abc123').token_digest).toBe(secretDigest(token));
  });
});
