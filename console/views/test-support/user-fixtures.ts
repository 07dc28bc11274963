import {
  type CryptoWalletSummary,
  type EmulatorSession,
  type EmulatorUser,
  type PageQuery,
  type SeedUserInput,
  type UserEdit,
  userMatches,
  type WebAuthnRegistrationSummary,
} from '@foyer/emulator/control';
import type { ProjectPort, UserFactors } from '../../port/project-port';
import { pageOf } from './list-pages';

/** A user as the control API lists it: an active, unlocked Ada with one verified email. */
export function aUser(overrides: Partial<EmulatorUser> = {}): EmulatorUser {
  return {
    user_id: 'user-test-6b3f0a52-0d7e-4a8e-9d55-3c2f4b1e7a01',
    created_at: '2026-03-01T09:00:00.000Z',
    status: 'active',
    name: { first_name: 'Ada', middle_name: '', last_name: 'Lovelace' },
    emails: [{ email_id: 'email-test-ada', email: 'ada@example.com', verified: true }],
    phone_numbers: [],
    providers: [],
    totps: [],
    crypto_wallets: [],
    webauthn_registrations: [],
    biometric_registrations: [],
    password: null,
    trusted_metadata: {},
    untrusted_metadata: {},
    roles: ['stytch_user'],
    is_locked: false,
    ...overrides,
  };
}

/** A session of `userId`, signed in with an emailed link an hour before it expires. */
export function aSession(userId: string, overrides: Partial<EmulatorSession> = {}): EmulatorSession {
  return {
    session_id: 'session-test-0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
    session_token: 'session-token-test-opaque',
    user_id: userId,
    started_at: '2026-03-01T10:00:00.000Z',
    last_accessed_at: '2026-03-01T10:05:00.000Z',
    expires_at: '2026-03-01T11:00:00.000Z',
    attributes: { ip_address: '127.0.0.1', user_agent: 'Mozilla/5.0' },
    custom_claims: null,
    roles: ['stytch_user'],
    authentication_factors: [
      {
        type: 'magic_link',
        delivery_method: 'email',
        last_authenticated_at: '2026-03-01T10:00:00.000Z',
        email_factor: { email_id: 'email-test-ada', email_address: 'ada@example.com' },
      },
    ],
    ...overrides,
  };
}

/** A synced platform passkey of `userId`, as the control API summarises it. */
export function aPasskey(userId: string, overrides: Partial<WebAuthnRegistrationSummary> = {}) {
  const passkey: WebAuthnRegistrationSummary = {
    webauthn_registration_id: 'webauthn-registration-test-1',
    domain: 'localhost',
    user_agent: 'Mozilla/5.0',
    authenticator_type: 'platform',
    verified: true,
    name: 'MacBook Touch ID',
    user_id: userId,
    credential_id: 'Y3JlZGVudGlhbC0x',
    counter: 0,
    transports: ['internal'],
    aaguid: '00000000-0000-0000-0000-000000000000',
    backup_eligible: true,
    backed_up: true,
    created_at: '2026-03-01T09:10:00.000Z',
    last_used_at: '2026-03-01T09:30:00.000Z',
    ...overrides,
  };
  return passkey;
}

/** An Ethereum wallet of `userId`, as the control API summarises it. */
export function aWallet(userId: string, overrides: Partial<CryptoWalletSummary> = {}) {
  const wallet: CryptoWalletSummary = {
    crypto_wallet_id: 'crypto-wallet-test-1',
    crypto_wallet_address: '0x6e2f3a1b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f',
    crypto_wallet_type: 'ethereum',
    verified: true,
    user_id: userId,
    created_at: '2026-03-01T09:20:00.000Z',
    last_used_at: null,
    ...overrides,
  };
  return wallet;
}

/**
 * A project of users and sessions behind the port's user and session methods, acting as the
 * emulator would (an unlock lifts the lock, a revoke ends the session) and recording every write.
 */
export function usersProject(seed: {
  users: EmulatorUser[];
  sessions?: EmulatorSession[];
  factors?: Record<string, Partial<UserFactors>>;
}) {
  let users = structuredClone(seed.users);
  let sessions = structuredClone(seed.sessions ?? []);
  const calls = {
    seedUser: [] as SeedUserInput[],
    updateUser: [] as [string, UserEdit][],
    deleteUser: [] as string[],
    unlockUser: [] as string[],
    revokeSession: [] as string[],
  };
  const userOf = (userId: string) => {
    const user = users.find((candidate) => candidate.user_id === userId);
    if (!user) throw new Error(`[404] user_not_found: No user ${userId}.`);
    return user;
  };
  const port = {
    usersPage: async (page?: PageQuery) => pageOf(users, page, userMatches),
    user: async (userId: string) => structuredClone(userOf(userId)),
    userFactors: async (userId: string): Promise<UserFactors> => ({
      passkeys: [],
      wallets: [],
      apps: [],
      ...structuredClone(seed.factors?.[userId]),
    }),
    seedUser: async (input: SeedUserInput) => {
      calls.seedUser.push(input);
      const user = aUser({
        user_id: `user-test-created-${calls.seedUser.length}`,
        name: { first_name: '', middle_name: '', last_name: '', ...input.name },
        emails: input.email ? [{ email_id: 'email-test-created', email: input.email, verified: true }] : [],
        phone_numbers: input.phoneNumber
          ? [{ phone_id: 'phone-number-test-created', phone_number: input.phoneNumber, verified: true }]
          : [],
        password: input.password ? { password_id: 'password-test-created', requires_reset: false } : null,
      });
      users.push(user);
      return structuredClone(user);
    },
    updateUser: async (userId: string, edit: UserEdit) => {
      calls.updateUser.push([userId, edit]);
      const user = userOf(userId);
      if (edit.name) user.name = { ...user.name, ...edit.name };
      if (edit.emails) {
        user.emails = edit.emails.map((email, index) => ({
          email_id: `email-test-${index}`,
          email,
          verified: true,
        }));
      }
      if (edit.phoneNumbers) {
        user.phone_numbers = edit.phoneNumbers.map((phone_number, index) => ({
          phone_id: `phone-number-test-${index}`,
          phone_number,
          verified: true,
        }));
      }
      if (edit.roles) user.roles = edit.roles;
      if (edit.trustedMetadata) user.trusted_metadata = edit.trustedMetadata;
      if (edit.untrustedMetadata) user.untrusted_metadata = edit.untrustedMetadata;
      return structuredClone(user);
    },
    deleteUser: async (userId: string) => {
      calls.deleteUser.push(userId);
      userOf(userId);
      users = users.filter((user) => user.user_id !== userId);
      sessions = sessions.filter((session) => session.user_id !== userId);
    },
    unlockUser: async (userId: string) => {
      calls.unlockUser.push(userId);
      const user = userOf(userId);
      user.is_locked = false;
      delete user.lock_created_at;
      delete user.lock_expires_at;
      return structuredClone(user);
    },
    sessionsPage: async (page?: PageQuery) =>
      pageOf(sessions, page, (session, userId) => session.user_id === userId),
    revokeSession: async (sessionId: string) => {
      calls.revokeSession.push(sessionId);
      sessions = sessions.filter((session) => session.session_id !== sessionId);
    },
  } satisfies Partial<ProjectPort>;
  return { port, calls };
}
