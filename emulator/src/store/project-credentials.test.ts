import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultSecret } from './project-credentials';
import { NotesStore } from './test-support/notes-layout';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'foyer-credentials-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const FIXED = {
  publicToken: 'public-token-test-app',
  projectId: 'project-test-app-fixed',
  secret: 'secret-test-app',
};

describe('project credentials', () => {
  it('gives a project without fixed credentials an id and secret derived from its public token', () => {
    const first = NotesStore.inMemory().project('public-token-test-abc');
    const again = NotesStore.inMemory().project('public-token-test-abc');
    expect(first.projectId).toBe('project-test-abc');
    expect(first.secret).toMatch(/^secret-test-[A-Za-z0-9_-]{32}$/);
    expect(again.secret).toBe(first.secret);
    expect(NotesStore.inMemory().project('public-token-test-other').secret).not.toBe(first.secret);
  });

  it('finds a project by its id, and never makes one up for an unknown id', () => {
    const store = NotesStore.inMemory();
    const project = store.defineProject(FIXED);
    expect(store.projectById('project-test-app-fixed')).toBe(project);
    expect(store.project('public-token-test-app')).toBe(project);
    expect(store.projectById('project-test-nobody')).toBeUndefined();
    expect(store.projects()).toHaveLength(1);
  });

  it('refuses a fixed project id that another project holds, or that is not a project id', () => {
    const store = NotesStore.inMemory();
    store.defineProject(FIXED);
    expect(() => store.defineProject({ ...FIXED, publicToken: 'public-token-test-two' })).toThrow(
      /already belongs to public-token-test-app/,
    );
    expect(() => store.defineProject({ ...FIXED, projectId: 'my-project' })).toThrow(/not a project id/);
  });

  it('keeps fixed credentials across a restart, and re-fixes a project a data dir already holds', () => {
    const store = NotesStore.open(dir);
    store.project('public-token-test-app');
    store.defineProject(FIXED);
    store.close();
    const reopened = NotesStore.open(dir);
    expect(reopened.projectById(FIXED.projectId)?.secret).toBe(FIXED.secret);
    reopened.defineProject({ ...FIXED, secret: 'secret-test-rotated' });
    reopened.close();
    expect(NotesStore.open(dir).project(FIXED.publicToken).secret).toBe('secret-test-rotated');
  });

  it('keeps its own id and secret through an import of another project', () => {
    const store = NotesStore.inMemory();
    const target = store.defineProject(FIXED);
    const source = store.project('public-token-test-source');
    target.replace(source.snapshot());
    expect(target.projectId).toBe(FIXED.projectId);
    expect(target.secret).toBe(FIXED.secret);
  });

  it('loads a project saved before secrets existed with the derived secret', () => {
    const store = NotesStore.inMemory();
    const project = store.project('public-token-test-old');
    const { secret: _none, ...older } = project.snapshot();
    project.replace({ ...older, secret: undefined });
    expect(project.secret).toBe(defaultSecret('public-token-test-old'));
  });
});
