import { describe, expect, it } from 'vitest';
import { emulatorCapability } from './capability';

const TOKEN = 'public-token-test-args';
const accepts = (method: keyof typeof emulatorCapability.args, args: unknown[]) =>
  emulatorCapability.args[method].safeParse(args).success;

describe('the emulator capability refuses arguments the emulator should never see', () => {
  it('takes only the nineteen providers', () => {
    expect(accepts('emulatorPreAnswerOAuth', [TOKEN, 'google', { kind: 'cancel' }])).toBe(true);
    expect(accepts('emulatorPreAnswerOAuth', [TOKEN, '../google', { kind: 'cancel' }])).toBe(false);
  });

  it('takes a pre-answer of one known shape: a known subject, a new account with a valid email or none, or a cancel', () => {
    expect(accepts('emulatorPreAnswerOAuth', [TOKEN, 'github', { kind: 'known', subject: '42' }])).toBe(true);
    const identity = { name: 'Ada', email: 'ada@example.com', emailVerified: true };
    expect(accepts('emulatorPreAnswerOAuth', [TOKEN, 'github', { kind: 'new', identity }])).toBe(true);
    expect(
      accepts('emulatorPreAnswerOAuth', [
        TOKEN,
        'twitter',
        { kind: 'new', identity: { ...identity, email: '' } },
      ]),
    ).toBe(true);
    expect(
      accepts('emulatorPreAnswerOAuth', [
        TOKEN,
        'github',
        { kind: 'new', identity: { ...identity, email: 'ada' } },
      ]),
    ).toBe(false);
    expect(accepts('emulatorPreAnswerOAuth', [TOKEN, 'github', { kind: 'cancel', subject: '42' }])).toBe(
      false,
    );
  });

  it('takes tokens and ids of bounded size, and a settings patch only as an object', () => {
    expect(accepts('emulatorUsersPage', ['not-a-token'])).toBe(false);
    expect(accepts('emulatorRevokeSession', [TOKEN, 'x'.repeat(201)])).toBe(false);
    expect(accepts('emulatorUpdateSettings', [TOKEN, { authorized_origins: ['http://localhost:*'] }])).toBe(
      true,
    );
    expect(accepts('emulatorUpdateSettings', [TOKEN, ['authorized_origins']])).toBe(false);
    expect(accepts('emulatorUpdateSettings', [TOKEN, { big: 'x'.repeat(70_000) }])).toBe(false);
  });

  it('takes a user edit of known fields only, and moves the clock forward only', () => {
    expect(accepts('emulatorUpdateUser', [TOKEN, 'user-1', { emails: ['a@example.com'] }])).toBe(true);
    expect(accepts('emulatorUpdateUser', [TOKEN, 'user-1', { user_id: 'user-2' }])).toBe(false);
    expect(accepts('emulatorAdvanceClock', [TOKEN, 60_000])).toBe(true);
    expect(accepts('emulatorAdvanceClock', [TOKEN, -60_000])).toBe(false);
  });
});
