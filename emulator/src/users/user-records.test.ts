import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SessionRecord } from '../sessions/session-collections';
import { emulatorDataDirs } from '../test-support/emulator-data-dir';
import { createUserWithEmail } from '../test-support/test-users';
import { deleteUser } from './user-records';

const TOKEN = 'public-token-test-persist';
const dataDir = emulatorDataDirs();

describe('deleting a user', () => {
  it('journals deleting a user with its sessions and password as one entry, so a torn one is dropped whole', () => {
    let store = dataDir.open();
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
    const journalPath = join(dataDir.path, 'journal.ndjson');
    const before = readFileSync(journalPath, 'utf8');

    expect(deleteUser(project, user.user_id)).toBe(true);
    const added = readFileSync(journalPath, 'utf8').slice(before.length);
    expect(added.trim().split('\n')).toHaveLength(1);

    store.close();
    writeFileSync(journalPath, before + added.slice(0, added.length / 2));
    store = dataDir.open();
    const recovered = store.existingProject(TOKEN)!;
    expect(recovered.collections.users.get(user.user_id)).toEqual(user);
    expect(recovered.collections.sessions.get('session-1')).toEqual(session);
    expect(recovered.collections.password_hashes.has(user.user_id)).toBe(true);

    store = dataDir.reopen(store);
    expect(deleteUser(store.existingProject(TOKEN)!, user.user_id)).toBe(true);
    store = dataDir.reopen(store);
    const deleted = store.existingProject(TOKEN)!;
    expect([
      deleted.collections.users.size,
      deleted.collections.sessions.size,
      deleted.collections.password_hashes.size,
    ]).toEqual([0, 0, 0]);
    store.close();
  });
});
