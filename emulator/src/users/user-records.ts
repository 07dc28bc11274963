import { COLLECTION_NAMES, type CollectionName, descriptorOf } from '../collections';
import type { Collection, CollectionWrite, Project } from '../emulator-store';
import { newId } from '../store/ids';
import type { User } from './user-collections';

/** A user of `project`, created at its now, with every key of the provider's shape present and empty. */
export function newUser(project: Project, fields: Partial<Omit<User, 'user_id' | 'created_at'>> = {}): User {
  return {
    user_id: newId('user'),
    created_at: project.clock.nowIso(),
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
  return project.collections.users.find((user) =>
    user.emails.some((e) => normalizeEmail(e.email) === wanted),
  );
}

export function findUserByPhone(project: Project, phoneNumber: string): User | undefined {
  return project.collections.users.find((user) =>
    user.phone_numbers.some((p) => p.phone_number === phoneNumber),
  );
}

/**
 * Deletes a user together with every record it owns (each collection whose descriptor names an
 * `owner`: sessions, password hash, tokens, passcodes, ...), in one journal entry: a crash never
 * leaves sessions of a deleted user, or a user without its password.
 */
export function deleteUser(project: Project, userId: string): boolean {
  if (!project.collections.users.has(userId)) return false;
  project.commit([
    ...COLLECTION_NAMES.flatMap((name) => ownedRecordDeletes(project, name, userId)),
    project.collections.users.deleteWrite(userId),
  ]);
  return true;
}

function ownedRecordDeletes<K extends CollectionName>(
  project: Project,
  name: K,
  userId: string,
): CollectionWrite[] {
  const { owner } = descriptorOf(name);
  if (owner === undefined) return [];
  const collection: Collection<K> = project.collections[name];
  return collection
    .keysWhere((record) => record[owner] === userId)
    .map((key) => collection.deleteWrite(key) as CollectionWrite);
}
