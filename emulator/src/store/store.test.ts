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
import type { JournalOptions } from './journal';
import type { SigningKey } from './project-snapshot';
import { secretDigest } from './secret-digest';
import { type Note, type NotesProject, NotesStore } from './test-support/notes-layout';

// The store over a layout of its own (test-support/notes-layout.ts); the emulator's records in a
// data dir: whole-emulator/data-dir.test.ts.

const TOKEN = 'public-token-test-persist';
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'foyer-store-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function reopen(store: NotesStore, options?: JournalOptions): NotesStore {
  store.close();
  return NotesStore.open(dir, options);
}

let notesAdded = 0;

function addNote(project: NotesProject, text: string): Note {
  notesAdded += 1;
  const note = { note_id: `note-${notesAdded}`, text };
  project.collections.notes.put(note.note_id, note);
  return note;
}

describe('projects', () => {
  it('creates a project on first use of a test or live public token', () => {
    const store = NotesStore.inMemory();
    expect(store.project('public-token-test-a').settings.project_name).toBe('Notes');
    expect(store.project('public-token-live-b').projectId).toBe('project-live-b');
    expect(store.project('public-token-test-a')).toBe(store.project('public-token-test-a'));
  });

  it.each(['', 'secret-test-1', 'public-token-prod-1', 'public-token-test-'])('refuses %j', (token) => {
    expect(() => NotesStore.inMemory().project(token)).toThrow(/not a valid public token/);
  });
});

describe('the data dir lock', () => {
  const lockPath = () => join(dir, 'emulator.lock');

  it('holds the pid while open, refuses a second store on the same dir at once, and is gone after close', () => {
    const store = NotesStore.open(dir);
    expect(readFileSync(lockPath(), 'utf8')).toBe(String(process.pid));
    expect(() => NotesStore.open(dir)).toThrow(`is in use by another emulator (pid ${process.pid})`);
    store.close();
    expect(existsSync(lockPath())).toBe(false);
    NotesStore.open(dir).close();
  });

  it('refuses a dir locked by another live process, naming it', () => {
    writeFileSync(lockPath(), String(process.ppid));
    expect(() => NotesStore.open(dir)).toThrow(
      `the data dir ${dir} is in use by another emulator (pid ${process.ppid})`,
    );
    expect(readFileSync(lockPath(), 'utf8')).toBe(String(process.ppid));
  });

  it('takes over a lock left by a process that died (kill -9)', () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(lockPath(), String(dead));
    const store = NotesStore.open(dir);
    expect(readFileSync(lockPath(), 'utf8')).toBe(String(process.pid));
    store.close();
  });
});

describe('records found by a lookup key (a digest of their token)', () => {
  it('are found by it through updates, deletes, resets and a restart', () => {
    let store = NotesStore.open(dir);
    const project = store.project(TOKEN);
    const share = { share_id: 'share-1', note_id: 'n', share_token: 'secret-1' };
    project.collections.shares.put(share.share_id, share);
    project.collections.shares.put(share.share_id, { ...share, share_token: 'secret-2' });
    expect(project.collections.shares.lookup(secretDigest('secret-1'))).toBeUndefined();
    expect(project.collections.shares.lookup(secretDigest('secret-2'))?.share_id).toBe('share-1');

    store = reopen(store);
    const reopened = store.existingProject(TOKEN)!;
    expect(reopened.collections.shares.lookup(secretDigest('secret-2'))?.share_id).toBe('share-1');
    reopened.collections.shares.delete('share-1');
    expect(reopened.collections.shares.lookup(secretDigest('secret-2'))).toBeUndefined();
    reopened.collections.shares.put('share-3', { ...share, share_id: 'share-3', share_token: 'secret-3' });
    reopened.reset();
    expect(reopened.collections.shares.lookup(secretDigest('secret-3'))).toBeUndefined();
    store.close();
  });
});

describe('with a data dir', () => {
  it("keeps a project's settings and signing key across a restart", () => {
    let store = NotesStore.open(dir);
    const project = store.project(TOKEN);
    project.updateSettings({ ...project.settings, project_name: 'Durable' });
    const key = signingKey('rsa');
    expect(project.adoptSigningKey(key)).toEqual(key);

    store = reopen(store);
    const reopened = store.existingProject(TOKEN)!;
    expect(reopened.settings.project_name).toBe('Durable');
    expect(reopened.signingKey).toEqual(key);
    store.close();
  });

  it('drops a kept key it does not sign with (an older EC key), so the project can adopt a new one', () => {
    let store = NotesStore.open(dir);
    const project = store.project(TOKEN);
    project.replace({ ...project.snapshot(), signing_key: signingKey('ec') });

    store = reopen(store);
    const reopened = store.existingProject(TOKEN)!;
    expect(reopened.signingKey).toBeNull();
    const key = signingKey('rsa');
    expect(reopened.adoptSigningKey(key)).toEqual(key);
    store.close();
  });

  it('keeps deletions and resets across a restart', () => {
    let store = NotesStore.open(dir);
    const project = store.project(TOKEN);
    const gone = addNote(project, 'gone');
    project.collections.notes.delete(gone.note_id);
    project.collections.pings.put('ping-1', { ping_id: 'ping-1' });
    project.reset();
    const after = addNote(project, 'after');

    store = reopen(store);
    const reopened = store.existingProject(TOKEN)!;
    expect(reopened.collections.notes.all()).toEqual([after]);
    expect(reopened.collections.pings.size).toBe(0);
    store.close();
  });

  it('drops a torn last journal line, whose write was never answered, and keeps appending', () => {
    let store = NotesStore.open(dir);
    const kept = addNote(store.project(TOKEN), 'kept');
    store.close();
    appendFileSync(join(dir, 'journal.ndjson'), '{"seq":99,"token":"public-token-test-persist","wri');

    store = NotesStore.open(dir);
    expect(store.existingProject(TOKEN)!.collections.notes.all()).toEqual([kept]);
    const next = addNote(store.project(TOKEN), 'next');
    store = reopen(store);
    expect(store.existingProject(TOKEN)!.collections.notes.all()).toEqual([kept, next]);
    store.close();
  });

  it('compacts the journal into a snapshot without losing anything', () => {
    let store = NotesStore.open(dir, { compactAfterEntries: 5 });
    const project = store.project(TOKEN);
    const notes = Array.from({ length: 12 }, (_, i) => addNote(project, `note ${i}`));
    expect(statSync(join(dir, 'state.json')).size).toBeGreaterThan(0);
    expect(readFileSync(join(dir, 'journal.ndjson'), 'utf8').trim().split('\n').length).toBeLessThan(5);

    store = reopen(store, { compactAfterEntries: 5 });
    expect(store.existingProject(TOKEN)!.collections.notes.all()).toEqual(notes);
    store.close();
  });

  it('skips journal entries the snapshot already holds (a crash between snapshot and truncation)', () => {
    let store = NotesStore.open(dir, { compactAfterEntries: 3 });
    const project = store.project(TOKEN);
    const a = addNote(project, 'a');
    const beforeCompaction = readFileSync(join(dir, 'journal.ndjson'), 'utf8');
    const b = addNote(project, 'b');
    store.close();
    expect(readFileSync(join(dir, 'journal.ndjson'), 'utf8')).toBe('');
    // Put back the entries the compaction had emptied: replaying the project's creation again would wipe b.
    writeFileSync(join(dir, 'journal.ndjson'), beforeCompaction);

    store = NotesStore.open(dir);
    expect(store.existingProject(TOKEN)!.collections.notes.all()).toEqual([a, b]);
    store.close();
  });

  it('changes nothing in memory when the journal cannot take a write', () => {
    const store = NotesStore.open(dir);
    const project = store.project(TOKEN);
    const note = addNote(project, 'deep');
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 200_000; i += 1) deep = { deep };
    expect(() => project.collections.notes.put(note.note_id, { ...note, deep } as Note)).toThrow(RangeError);
    expect(project.collections.notes.get(note.note_id)).toEqual(note);
    expect(() => JSON.stringify(project.snapshot())).not.toThrow();
    store.close();
  });

  it('journals a commit of several writes as one entry, so a torn one is dropped whole', () => {
    let store = NotesStore.open(dir);
    const project = store.project(TOKEN);
    const note = addNote(project, 'shared');
    const share = { share_id: 'share-1', note_id: note.note_id, share_token: 't' };
    project.collections.shares.put(share.share_id, share);
    const journalPath = join(dir, 'journal.ndjson');
    const before = readFileSync(journalPath, 'utf8');

    project.commit([
      project.collections.shares.deleteWrite(share.share_id),
      project.collections.notes.deleteWrite(note.note_id),
    ]);
    const added = readFileSync(journalPath, 'utf8').slice(before.length);
    expect(added.trim().split('\n')).toHaveLength(1);

    store.close();
    writeFileSync(journalPath, before + added.slice(0, added.length / 2));
    store = NotesStore.open(dir);
    const recovered = store.existingProject(TOKEN)!;
    expect(recovered.collections.notes.get(note.note_id)).toEqual(note);
    expect(recovered.collections.shares.get(share.share_id)).toEqual(share);
    store.close();
  });
});

/** A key as the store keeps it; only its type matters here, the certificate is never read. */
function signingKey(type: 'rsa' | 'ec'): SigningKey {
  const { privateKey } =
    type === 'rsa'
      ? generateKeyPairSync('rsa', { modulusLength: 2048 })
      : generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    kid: `jwk-test-${type}`,
    private_jwk: privateKey.export({ format: 'jwk' }),
    certificate: 'certificate',
  };
}
