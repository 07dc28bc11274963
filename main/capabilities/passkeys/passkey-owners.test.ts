import type { ControlClient, EmulatorUser } from '@foyer/emulator';
import { describe, expect, it } from 'vitest';
import { findPasskeyOwners } from './passkey-owners';

const user = (userId: string, email: string | null) =>
  ({
    user_id: userId,
    emails: email ? [{ email_id: 'e', email, verified: true }] : [],
  }) as unknown as EmulatorUser;
const handleOf = (userId: string) => Buffer.from(userId).toString('base64url');

const control = {
  users: async () => [user('user-test-1111', 'ada@example.com'), user('user-test-2222', null)],
  webauthnRegistrations: async () =>
    [{ credential_id: 'registered', user_id: 'user-test-2222', name: 'Chrome on Linux' }] as Awaited<
      ReturnType<ControlClient['webauthnRegistrations']>
    >,
} as unknown as ControlClient;

describe('passkey owners', () => {
  it('names the user of a credential the emulator has registered, with the registration’s name', async () => {
    expect(
      await findPasskeyOwners(control, [{ id: 'registered', userHandle: handleOf('user-test-2222') }]),
    ).toEqual([
      {
        credentialId: 'registered',
        userId: 'user-test-2222',
        email: null,
        registrationName: 'Chrome on Linux',
      },
    ]);
  });

  it('names the user a handle carries when the server no longer has the credential, and leaves out the unknown', async () => {
    const owners = await findPasskeyOwners(control, [
      { id: 'deleted-on-server', userHandle: handleOf('user-test-1111') },
      { id: 'someone-else', userHandle: handleOf('user-test-gone') },
      { id: 'u2f', userHandle: null },
    ]);
    expect(owners).toEqual([
      {
        credentialId: 'deleted-on-server',
        userId: 'user-test-1111',
        email: 'ada@example.com',
        registrationName: null,
      },
    ]);
  });
});
