import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EmulatorStore } from '../emulator-store';
import { createUserWithEmail } from '../test-support/test-users';
import { checkExportTarget, importProjects, readProjectImport, writeProjectExport } from './project-files';

const TOKEN = 'public-token-test-files';
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'foyer-files-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A real export: a project with a user and fixed credentials, as the control API gives it. */
function exportWithUser(token = TOKEN, projectId = 'project-test-files') {
  const store = EmulatorStore.inMemory();
  const project = store.defineProject({ publicToken: token, projectId, secret: 'secret-of-files' });
  const user = createUserWithEmail(project, 'ada@example.com', true);
  return { snapshot: project.snapshot(), userId: user.user_id };
}

function fileWith(content: unknown): string {
  const path = join(dir, 'import.json');
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

describe('--import', () => {
  it('seeds a project from one export, with its users, id and secret', () => {
    const { snapshot, userId } = exportWithUser();
    const store = EmulatorStore.inMemory();
    const path = fileWith(snapshot);
    importProjects(store, readProjectImport(path), path);
    const project = store.existingProject(TOKEN);
    expect(project?.collections.users.get(userId)?.emails[0]?.email).toBe('ada@example.com');
    expect(project?.projectId).toBe('project-test-files');
    expect(project?.secret).toBe('secret-of-files');
  });

  it('takes { projects: [...] } and the control answer { project }', () => {
    const one = exportWithUser().snapshot;
    const two = exportWithUser('public-token-test-two', 'project-test-two').snapshot;
    expect(readProjectImport(fileWith({ projects: [one, two] })).map((p) => p.publicToken)).toEqual([
      TOKEN,
      'public-token-test-two',
    ]);
    expect(readProjectImport(fileWith({ project: one, status_code: 200 })).map((p) => p.publicToken)).toEqual(
      [TOKEN],
    );
  });

  it.each([
    ['a missing file', null, 'no such file'],
    ['text that is not JSON', '{"projects": [', 'not JSON ('],
    ['JSON of another shape', [1, 2], 'expected a project export or { "projects": [export, ...] }'],
    ['a bad public token', { projects: [{ public_token: 'pk' }] }, 'projects[0]: public_token must be'],
    [
      'a project lacking its signing key',
      {
        public_token: TOKEN,
        project_id: 'project-test-files',
        created_at: '',
        settings: {},
        collections: {},
      },
      'the project (public-token-test-files): ',
    ],
  ])('refuses %s, naming the file and the problem', (_, content, problem) => {
    const path = content === null ? join(dir, 'missing.json') : fileWith(content);
    expect(() => readProjectImport(path)).toThrow(`--import ${path}: ${problem}`);
  });

  it('refuses a project that is there twice', () => {
    const { snapshot } = exportWithUser();
    const path = fileWith({ projects: [snapshot, snapshot] });
    expect(() => readProjectImport(path)).toThrow(`--import ${path}: ${TOKEN} is there twice`);
  });

  it('refuses a record stored under another key than its own, as the control import does', () => {
    const { snapshot, userId } = exportWithUser();
    const users = { 'user-test-elsewhere': snapshot.collections.users[userId] };
    const path = fileWith({ ...snapshot, collections: { ...snapshot.collections, users } });
    expect(() => readProjectImport(path)).toThrow(
      `the record is stored under user-test-elsewhere, but its user_id is "${userId}"`,
    );
  });
});

describe('--export-on-exit', () => {
  it('writes every project as { projects }, which --import reads back', () => {
    const { snapshot, userId } = exportWithUser();
    const store = EmulatorStore.inMemory();
    importProjects(store, readProjectImport(fileWith(snapshot)), 'import.json');
    store.project('public-token-test-empty');
    const path = join(dir, 'export.json');
    checkExportTarget(path);
    writeProjectExport(path, store);
    const written = JSON.parse(readFileSync(path, 'utf8'));
    expect(written.projects.map((p: { public_token: string }) => p.public_token)).toEqual([
      TOKEN,
      'public-token-test-empty',
    ]);
    const again = EmulatorStore.inMemory();
    importProjects(again, readProjectImport(path), path);
    expect(again.existingProject(TOKEN)?.collections.users.get(userId)).toBeDefined();
  });

  it('refuses, before anything starts, a file in a missing folder or a folder', () => {
    const missing = join(dir, 'nowhere', 'export.json');
    expect(() => checkExportTarget(missing)).toThrow(
      `--export-on-exit ${missing}: its folder ${join(dir, 'nowhere')} does not exist`,
    );
    mkdirSync(join(dir, 'taken'));
    expect(() => checkExportTarget(join(dir, 'taken'))).toThrow('is a directory');
  });
});
