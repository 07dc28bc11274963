import { newId, nowIso } from './ids';
import type { User } from './model';
import type { Project } from './project';

/** A user with every key of the provider's shape present and empty. */
export function newUser(fields: Partial<Omit<User, 'user_id' | 'created_at'>> = {}): User {
  return {
    user_id: newId('user'),
    created_at: nowIso(),
    status: 'active',
    name: { first_name: '', middle_name: '', last_name: '' },
    emails: [],
    phone_numbers: [],
    providers: [],
    totps: [],
    crypto_wallets: [],
    webauthn_registrations: [],
    biometric_registrations: [],
    password: null,
    trusted_metadata: {},
    untrusted_metadata: {},
    roles: [],
    ...fields,
  };
}

/** Email addresses compare case-insensitively, as the provider treats them. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findUserByEmail(project: Project, email: string): User | undefined {
  const wanted = normalizeEmail(email);
  return project.users.find((user) => user.emails.some((e) => normalizeEmail(e.email) === wanted));
}

export function findUserByPhone(project: Project, phoneNumber: string): User | undefined {
  return project.users.find((user) => user.phone_numbers.some((p) => p.phone_number === phoneNumber));
}

/**
 * Deletes a user together with its sessions, password hash, tokens and passcodes, in one journal
 * entry: a crash never leaves sessions of a deleted user, or a user without its password.
 */
export function deleteUser(project: Project, userId: string): boolean {
  if (!project.users.has(userId)) return false;
  const ofUser = (record: { user_id: string }) => record.user_id === userId;
  project.commit([
    ...project.sessions.filter(ofUser).map((s) => project.sessions.deleteWrite(s.session_id)),
    ...project.emailTokens.filter(ofUser).map((t) => project.emailTokens.deleteWrite(t.token)),
    ...project.otps.filter(ofUser).map((o) => project.otps.deleteWrite(o.otp_id)),
    ...(project.passwordHashes.has(userId) ? [project.passwordHashes.deleteWrite(userId)] : []),
    project.users.deleteWrite(userId),
  ]);
  return true;
}
