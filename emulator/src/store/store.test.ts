import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EmulatorStore } from '../emulator-store';
import { addMessage } from '../messages/inbox';
import type { SessionRecord } from '../sessions/session-collections';
import { projectSigningKey } from '../signing-keys/project-signing-key';
import { createUserWithEmail } from '../test-support/test-users';
import { deleteUser } from '../users/user-records';
import type { SigningKey } from './project-snapshot';
import { secretDigest } from './secret-digest';

const TOKEN = 'public-token-test-persist';
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'foyer-store-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function reopen(store: EmulatorStore, options?: { compactAfterEntries?: number }): EmulatorStore {
  store.close();
  return EmulatorStore.open(dir, options);
}

describe('projects', () => {
  it('creates a project on first use of a test or live public token', () => {
    const store = EmulatorStore.inMemory();
    expect(store.project('public-token-test-a').settings.project_name).toBe('Emulator');
    expect(store.project('public-token-live-b').projectId).toBe('project-live-b');
    expect(store.project('public-token-test-a')).toBe(store.project('public-token-test-a'));
  });

  it.each(['', 'secret-test-1', 'public-token-prod-1', 'public-token-test-'])('refuses %j', (token) => {
    expect(() => EmulatorStore.inMemory().project(token)).toThrow(/not a valid public token/);
  });
});

describe('the data dir lock', () => {
  const lockPath = () => join(dir, 'emulator.lock');

  it('holds the pid while open, refuses a second store on the same dir at once, and is gone after close', () => {
    const store = EmulatorStore.open(dir);
    expect(readFileSync(lockPath(), 'utf8')).toBe(String(process.pid));
    expect(() => EmulatorStore.open(dir)).toThrow(`is in use by another emulator (pid ${process.pid})`);
    store.close();
    expect(existsSync(lockPath())).toBe(false);
    EmulatorStore.open(dir).close();
  });

  it('refuses a dir locked by another live process, naming it', () => {
    writeFileSync(lockPath(), String(process.ppid));
    expect(() => EmulatorStore.open(dir)).toThrow(
      `the data dir ${dir} is in use by another emulator (pid ${process.ppid})`,
    );
    expect(readFileSync(lockPath(), 'utf8')).toBe(String(process.ppid));
  });

  it('takes over a lock left by a process that died (kill -9)', () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(lockPath(), String(dead));
    const store = EmulatorStore.open(dir);
    expect(readFileSync(lockPath(), 'utf8')).toBe(String(process.pid));
    store.close();
  });
});

describe('sessions by token', () => {
  it('are found by the digest of their token, through updates, deletes, resets and a restart', () => {
    let store = EmulatorStore.open(dir);
    const project = store.project(TOKEN);
    const session = { session_id: 'session-1', session_token: 'secret-1', user_id: 'u' } as SessionRecord;
    project.collections.sessions.put(session.session_id, session);
    project.collections.sessions.put(session.session_id, { ...session, session_token: 'secret-2' });
    expect(project.collections.sessions.lookup(secretDigest('secret-1'))).toBeUndefined();
    expect(project.collections.sessions.lookup(secretDigest('secret-2'))?.session_id).toBe('session-1');

    store = reopen(store);
    const reopened = store.existingProject(TOKEN)!;
    expect(reopened.collections.sessions.lookup(secretDigest('secret-2'))?.session_id).toBe('session-1');
    reopened.collections.sessions.delete('session-1');
    expect(reopened.collections.sessions.lookup(secretDigest('secret-2'))).toBeUndefined();
    reopened.collections.sessions.put('session-3', {
      ...session,
      session_id: 'session-3',
      session_token: 'secret-3',
    });
    reopened.reset();
    expect(reopened.collections.sessions.lookup(secretDigest('secret-3'))).toBeUndefined();
    store.close();
  });
});

describe('with a data dir', () => {
  it('keeps projects, settings, users, messages and the signing key across a restart', async () => {
    let store = EmulatorStore.open(dir);
    const project = store.project(TOKEN);
    project.updateSettings({ ...project.settings, project_name: 'Durable' });
    const user = createUserWithEmail(project, 'keep@example.com');
    addMessage(project, {
      kind: 'login_link',
      channel: 'email',
      to: 'keep@example.com',
      subject: 'Kept',
      text: 'kept',
    });
    const signingKey = await projectSigningKey(project);

    store = reopen(store);
    const reopened = store.existingProject(TOKEN)!;
    expect(reopened.settings.project_name).toBe('Durable');
    expect(reopened.collections.users.get(user.user_id)).toEqual(user);
    expect(reopened.collections.messages.all().map((m) => m.text)).toEqual(['kept']);
    expect(reopened.signingKey).toEqual(signingKey);
    store.close();
  });

  it('drops the EC key of an older emulator’s data dir, so the project makes an RSA key on first use', async () => {
    let store = EmulatorStore.open(dir);
    const project = store.project(TOKEN);
    const ecKey = {
      kid: 'jwk-test-older',
      private_jwk: generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }),
    };
    project.replace({ ...project.snapshot(), signing_key: ecKey as unknown as SigningKey });

    store = reopen(store);
    const reopened = store.existingProject(TOKEN)!;
    expect(reopened.signingKey).toBeNull();
    expect((await projectSigningKey(reopened)).private_jwk.kty).toBe('RSA');
    store.close();
  });

  it('keeps deletions and resets across a restart', () => {
    let store = EmulatorStore.open(dir);
    const project = store.project(TOKEN);
    const gone = createUserWithEmail(project, 'gone@example.com');
    project.collections.users.delete(gone.user_id);
    addMessage(project, { kind: 'passcode', channel: 'sms', to: '+15555550100', text: 'before reset' });
    project.reset();
    const after = createUserWithEmail(project, 'after@example.com');

    store = reopen(store);
    const reopened = store.existingProject(TOKEN)!;
    expect(reopened.collections.users.all()).toEqual([after]);
    expect(reopened.collections.messages.size).toBe(0);
    store.close();
  });

  it('drops a torn last journal line, whose write was never answered, and keeps appending', () => {
    let store = EmulatorStore.open(dir);
    const kept = createUserWithEmail(store.project(TOKEN), 'kept@example.com');
    store.close();
    appendFileSync(join(dir, 'journal.ndjson'), '{"seq":99,"token":"public-token-test-persist","wri');

    store = EmulatorStore.open(dir);
    expect(store.existingProject(TOKEN)!.collections.users.all()).toEqual([kept]);
    const next = createUserWithEmail(store.project(TOKEN), 'next@example.com');
    store = reopen(store);
    expect(store.existingProject(TOKEN)!.collections.users.all()).toEqual([kept, next]);
    store.close();
  });

  it('compacts the journal into a snapshot without losing anything', () => {
    let store = EmulatorStore.open(dir, { compactAfterEntries: 5 });
    const project = store.project(TOKEN);
    const users = Array.from({ length: 12 }, (_, i) => createUserWithEmail(project, `u${i}@example.com`));
    expect(statSync(join(dir, 'state.json')).size).toBeGreaterThan(0);
    expect(readFileSync(join(dir, 'journal.ndjson'), 'utf8').trim().split('\n').length).toBeLessThan(5);

    store = reopen(store, { compactAfterEntries: 5 });
    expect(store.existingProject(TOKEN)!.collections.users.all()).toEqual(users);
    store.close();
  });

  it('skips journal entries the snapshot already holds (a crash between snapshot and truncation)', () => {
    let store = EmulatorStore.open(dir, { compactAfterEntries: 3 });
    const project = store.project(TOKEN);
    const a = createUserWithEmail(project, 'a@example.com');
    const beforeCompaction = readFileSync(join(dir, 'journal.ndjson'), 'utf8');
    const b = createUserWithEmail(project, 'b@example.com');
    store.close();
    expect(readFileSync(join(dir, 'journal.ndjson'), 'utf8')).toBe('');
    // Put back the entries the compaction had emptied: replaying the project's creation again would wipe b.
    writeFileSync(join(dir, 'journal.ndjson'), beforeCompaction);

    store = EmulatorStore.open(dir);
    expect(store.existingProject(TOKEN)!.collections.users.all()).toEqual([a, b]);
    store.close();
  });

  it('changes nothing in memory when the journal cannot take a write', () => {
    const store = EmulatorStore.open(dir);
    const project = store.project(TOKEN);
    const user = createUserWithEmail(project, 'deep@example.com');
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 200_000; i += 1) deep = { deep };
    expect(() => project.collections.users.put(user.user_id, { ...user, untrusted_metadata: deep })).toThrow(
      RangeError,
    );
    expect(project.collections.users.get(user.user_id)).toEqual(user);
    expect(() => JSON.stringify(project.snapshot())).not.toThrow();
    store.close();
  });

  it('journals deleting a user with its sessions and password as one entry, so a torn one is dropped whole', () => {
    let store = EmulatorStore.open(dir);
    const project = store.project(TOKEN);
    const user = createUserWithEmail(project, 'whole@example.com');
    project.collections.password_hashes.put(user.user_id, {
      user_id: user.user_id,
      password_id: 'password-1',
      hash: 'h',
      updated_at: '',
    });
    const session = { session_id: 'session-1', session_token: 't', user_id: user.user_id } as SessionRecord;
    project.collections.sessions.put(session.session_id, session);
    const journalPath = join(dir, 'journal.ndjson');
    const before = readFileSync(journalPath, 'utf8');

    expect(deleteUser(project, user.user_id)).toBe(true);
    const added = readFileSync(journalPath, 'utf8').slice(before.length);
    expect(added.trim().split('\n')).toHaveLength(1);

    store.close();
    writeFileSync(journalPath, before + added.slice(0, added.length / 2));
    store = EmulatorStore.open(dir);
    const recovered = store.existingProject(TOKEN)!;
    expect(recovered.collections.users.get(user.user_id)).toEqual(user);
    expect(recovered.collections.sessions.get('session-1')).toEqual(session);
    expect(recovered.collections.password_hashes.has(user.user_id)).toBe(true);

    store = reopen(store);
    expect(deleteUser(store.existingProject(TOKEN)!, user.user_id)).toBe(true);
    store = reopen(store);
    const deleted = store.existingProject(TOKEN)!;
    expect([
      deleted.collections.users.size,
      deleted.collections.sessions.size,
      deleted.collections.password_hashes.size,
    ]).toEqual([0, 0, 0]);
    store.close();
  });
});
