import { describe, expect, it } from 'vitest';
import { emulatorCapability } from './capability';

const TOKEN = 'public-token-test-args';
const accepts = (method: keyof typeof emulatorCapability.args, args: unknown[]) =>
  emulatorCapability.args[method].safeParse(args).success;

describe('the emulator capability refuses OAuth arguments the emulator should never see', () => {
  it('takes only the nineteen providers', () => {
    expect(accepts('setOAuthProviderEnabled', [TOKEN, 'google', false])).toBe(true);
    expect(accepts('setOAuthProviderEnabled', [TOKEN, 'myspace', false])).toBe(false);
    expect(accepts('preAnswerOAuth', [TOKEN, '../google', { kind: 'cancel' }])).toBe(false);
  });

  it('takes a pre-answer of one known shape: a known subject, a new account with a valid email or none, or a cancel', () => {
    expect(accepts('preAnswerOAuth', [TOKEN, 'github', { kind: 'known', subject: '42' }])).toBe(true);
    const identity = { name: 'Ada', email: 'ada@example.com', emailVerified: true };
    expect(accepts('preAnswerOAuth', [TOKEN, 'github', { kind: 'new', identity }])).toBe(true);
    expect(
      accepts('preAnswerOAuth', [TOKEN, 'twitter', { kind: 'new', identity: { ...identity, email: '' } }]),
    ).toBe(true);
    expect(
      accepts('preAnswerOAuth', [TOKEN, 'github', { kind: 'new', identity: { ...identity, email: 'ada' } }]),
    ).toBe(false);
    expect(
      accepts('preAnswerOAuth', [TOKEN, 'github', { kind: 'new', identity: { ...identity, name: ' ' } }]),
    ).toBe(false);
    expect(accepts('preAnswerOAuth', [TOKEN, 'github', { kind: 'cancel', subject: '42' }])).toBe(false);
    expect(accepts('setOAuthPkceRequired', [TOKEN, 'yes'])).toBe(false);
  });
});
