import { describe, expect, it } from 'vitest';
import { isBreachedPassword } from './breached-passwords';
import { checkPasswordStrength, type StrengthPolicy } from './strength-check';

const zxcvbn: StrengthPolicy = { kind: 'zxcvbn' };
const luds: StrengthPolicy = { kind: 'luds', minLength: 10, minComplexity: 3 };

function check(password: string, policy = zxcvbn, email?: string) {
  return checkPasswordStrength({ password, email, policy, breachDetectionOnCreate: true });
}

describe('breached passwords', () => {
  it('knows the passwords that leak most often, in any letter case', () => {
    expect(isBreachedPassword('password')).toBe(true);
    expect(isBreachedPassword('Dragon')).toBe(true);
    expect(isBreachedPassword('qwerty123')).toBe(true);
  });

  it('does not flag a long random passphrase', () => {
    expect(isBreachedPassword('violet-tractor-umbrella-1987-quiz')).toBe(false);
  });
});

describe('strength check under zxcvbn', () => {
  it('accepts a strong passphrase with score 3 or more and no warning', () => {
    const result = check('violet-tractor-umbrella-1987-quiz');
    expect(result).toMatchObject({
      valid_password: true,
      breached_password: false,
      breach_detection_on_create: true,
      strength_policy: 'zxcvbn',
    });
    expect(result.score).toBeGreaterThanOrEqual(3);
    expect(result.feedback.warning).toBe('');
  });

  it('rejects a weak password with a low score, a warning and suggestions', () => {
    const result = check('abcabcabc');
    expect(result.valid_password).toBe(false);
    expect(result.score).toBeLessThan(3);
    expect(result.feedback.warning).not.toBe('');
    expect(result.feedback.suggestions.length).toBeGreaterThan(0);
  });

  it('scores a password built from the email address lower than without it', () => {
    const password = 'margaretthatcher1925';
    const withoutEmail = check(password).score;
    const withEmail = check(password, zxcvbn, 'margaretthatcher1925@example.com').score;
    expect(withEmail).toBeLessThan(withoutEmail);
  });

  it('flags a breached password and never calls it valid', () => {
    const result = check('password1');
    expect(result.breached_password).toBe(true);
    expect(result.valid_password).toBe(false);
    expect(result.feedback.warning).toMatch(/breach/);
  });

  it('reports the character classes found, with nothing missing', () => {
    expect(check('abc').feedback.luds_requirements).toEqual({
      has_lower_case: true,
      has_upper_case: false,
      has_digit: false,
      has_symbol: false,
      missing_complexity: 0,
      missing_characters: 0,
    });
  });
});

describe('strength check under LUDS', () => {
  it('accepts a password that meets the length and complexity', () => {
    const result = check('Kettle-pond7', luds);
    expect(result).toMatchObject({ valid_password: true, strength_policy: 'luds', breached_password: false });
    expect(result.feedback.luds_requirements).toMatchObject({ missing_characters: 0, missing_complexity: 0 });
  });

  it('reports missing characters for a short password', () => {
    const result = check('Ab1!', luds);
    expect(result.valid_password).toBe(false);
    expect(result.feedback.luds_requirements.missing_characters).toBe(6);
  });

  it('reports missing complexity for a long single-class password', () => {
    const result = check('onlylowercaseletters', luds);
    expect(result.valid_password).toBe(false);
    expect(result.feedback.luds_requirements).toMatchObject({ missing_complexity: 2, missing_characters: 0 });
  });

  it('still refuses a breached password that satisfies LUDS', () => {
    const result = check('P@ssw0rd', { kind: 'luds', minLength: 8, minComplexity: 4 });
    expect(result.feedback.luds_requirements).toMatchObject({ missing_complexity: 0, missing_characters: 0 });
    expect(result.breached_password).toBe(true);
    expect(result.valid_password).toBe(false);
  });
});

describe('strength check under none', () => {
  const none: StrengthPolicy = { kind: 'none' };

  it('accepts any non-empty password, however weak, with no warning or suggestions', () => {
    for (const password of ['a', 'abcabcabc', '1111']) {
      const result = check(password, none);
      expect(result, password).toMatchObject({
        valid_password: true,
        breached_password: false,
        strength_policy: 'none',
        feedback: { suggestions: [], warning: '' },
      });
      expect(result.feedback.luds_requirements).toMatchObject({
        missing_complexity: 0,
        missing_characters: 0,
      });
    }
  });

  it('refuses an empty password', () => {
    expect(check('', none).valid_password).toBe(false);
  });

  it('still flags and refuses a breached password, with the breach warning', () => {
    const result = check('password1', none);
    expect(result).toMatchObject({ valid_password: false, breached_password: true, strength_policy: 'none' });
    expect(result.feedback.warning).toMatch(/breach/);
  });
});
