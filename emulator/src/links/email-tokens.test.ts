import { describe, expect, it } from 'vitest';
import { EmulatorStore, type Project } from '../emulator-store';
import {
  type EmailTokenKind,
  findRedeemableEmailToken,
  issueEmailToken,
  markEmailTokenUsed,
} from './email-tokens';
import { codeChallengeFor } from './pkce';

function newProject(): Project {
  return EmulatorStore.inMemory().project('public-token-test-email-tokens');
}

function issue(project: Project, kind: EmailTokenKind, codeChallenge?: string) {
  return issueEmailToken(project, {
    kind,
    userId: 'user-test-1',
    emailId: 'email-test-1',
    email: 'ada@example.com',
    expiresInMinutes: 30,
    codeChallenge,
  });
}

/** The error type a find is refused with, or null when the token is redeemable. */
function refusedType(
  project: Project,
  kind: EmailTokenKind,
  token: string,
  codeVerifier?: string,
): string | null {
  try {
    findRedeemableEmailToken(project, kind, token, codeVerifier);
    return null;
  } catch (error) {
    return (error as { errorType: string }).errorType;
  }
}

describe('emailed tokens', () => {
  it('keeps only the digest of the token it hands out, for the email to carry', () => {
    const project = newProject();
    const { token, record } = issue(project, 'magic_link');

    expect(record).toMatchObject({ kind: 'magic_link', user_id: 'user-test-1', used_at: null });
    expect(JSON.stringify(project.snapshot())).not.toContain(token);
    expect(findRedeemableEmailToken(project, 'magic_link', token, undefined)).toEqual(record);
  });

  it('lives as long as it was sent for, on the project clock', () => {
    const project = newProject();
    const { record } = issue(project, 'password_reset');

    expect(Date.parse(record.expires_at) - Date.parse(record.created_at)).toBe(30 * 60_000);
  });

  it('is found only as the kind it was sent as: a magic link does not reset a password', () => {
    const project = newProject();
    const { token: link } = issue(project, 'magic_link');
    const { token: reset } = issue(project, 'password_reset');

    expect(refusedType(project, 'password_reset', link)).toBe('unable_to_auth_password_reset_token');
    expect(refusedType(project, 'magic_link', reset)).toBe('magic_link_not_found');
  });

  it('stays redeemable until it is marked used, then is refused as spent, in the words of its kind', () => {
    const project = newProject();
    const { token: link, record: linkRecord } = issue(project, 'magic_link');
    const { token: reset, record: resetRecord } = issue(project, 'password_reset');

    // A caller that fails after finding the token (a weak new password) leaves it usable.
    expect(refusedType(project, 'magic_link', link)).toBeNull();
    expect(refusedType(project, 'magic_link', link)).toBeNull();
    markEmailTokenUsed(project, linkRecord);
    markEmailTokenUsed(project, resetRecord);

    expect(refusedType(project, 'magic_link', link)).toBe('unable_to_auth_magic_link');
    expect(refusedType(project, 'password_reset', reset)).toBe('unable_to_auth_password_reset_token');
    expect(refusedType(project, 'magic_link', 'never-sent')).toBe('magic_link_not_found');
  });

  it('sent with a PKCE challenge, needs the matching verifier; sent without, takes none', () => {
    const project = newProject();
    const { token: withChallenge } = issue(project, 'magic_link', codeChallengeFor('the-verifier'));
    const { token: withoutChallenge } = issue(project, 'magic_link');

    expect(refusedType(project, 'magic_link', withChallenge)).toBe('pkce_expected_code_verifier');
    expect(refusedType(project, 'magic_link', withChallenge, 'another-verifier')).toBe('pkce_mismatch');
    expect(refusedType(project, 'magic_link', withChallenge, 'the-verifier')).toBeNull();
    expect(refusedType(project, 'magic_link', withoutChallenge, 'the-verifier')).toBe(
      'pkce_did_not_expect_code_verifier',
    );
  });
});
