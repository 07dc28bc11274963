import type { ControlClient, EmulatorUser } from '@foyer/emulator';
import { describe, expect, it } from 'vitest';
import { findPasskeyOwners } from './passkey-owners';

const user = (userId: string, email: string | null) =>
  ({
    user_id: userId,
    emails: email ? [{ email_id: 'e', email, verified: true }] : [],
  }) as unknown as EmulatorUser;

const control = {
  users: async () => [user('user-test-1111', 'ada@example.com'), user('user-test-2222', null)],
};

describe('passkey owners', () => {
  it('names the emulator user whose id a handle carries, and leaves out handles no user has', async () => {
    const handles = [
      Buffer.from('user-test-2222').toString('base64url'),
      Buffer.from('user-test-1111').toString('base64url'),
      Buffer.from('user-test-gone').toString('base64url'),
    ];
    expect(await findPasskeyOwners(control as unknown as ControlClient, handles)).toEqual([
      { userHandle: handles[0], userId: 'user-test-2222', email: null },
      { userHandle: handles[1], userId: 'user-test-1111', email: 'ada@example.com' },
    ]);
  });
});
