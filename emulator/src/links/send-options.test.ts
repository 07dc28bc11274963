import { describe, expect, it } from 'vitest';
import {
  codeChallengeField,
  linkExpirationField,
  redirectUrlField,
  requireCodeChallengeIf,
} from './send-options';

describe('the fields a send of a link takes', () => {
  it('takes an absent or null redirect URL as not given, and refuses one that is not absolute http(s)', () => {
    expect(redirectUrlField.parse(undefined)).toBeUndefined();
    expect(redirectUrlField.parse(null)).toBeNull();
    expect(redirectUrlField.parse('https://app.example/auth')).toBe('https://app.example/auth');
    expect(redirectUrlField.safeParse('/auth').success).toBe(false);
    expect(redirectUrlField.safeParse('javascript:alert(1)').success).toBe(false);
  });

  it('takes a link lifetime from 5 minutes to one week, in whole minutes', () => {
    expect(linkExpirationField.safeParse(5).success).toBe(true);
    expect(linkExpirationField.safeParse(10_080).success).toBe(true);
    expect(linkExpirationField.safeParse(4).success).toBe(false);
    expect(linkExpirationField.safeParse(10_081).success).toBe(false);
    expect(linkExpirationField.safeParse(30.5).success).toBe(false);
  });

  it('refuses an empty code challenge', () => {
    expect(codeChallengeField.safeParse('').success).toBe(false);
  });
});

describe('requireCodeChallengeIf', () => {
  it('passes the challenge on, and a missing one as undefined, when the project does not require one', () => {
    expect(requireCodeChallengeIf(false, 'challenge', 'pkce_required_for_email_magic_links')).toBe(
      'challenge',
    );
    expect(requireCodeChallengeIf(false, null, 'pkce_required_for_email_magic_links')).toBeUndefined();
  });

  it('refuses a send without a challenge when the project requires one, naming the setting', () => {
    expect(() => requireCodeChallengeIf(true, null, 'pkce_required_for_email_magic_links')).toThrow(
      expect.objectContaining({
        errorType: 'bad_request',
        message: expect.stringContaining('pkce_required_for_email_magic_links'),
      }),
    );
  });
});
