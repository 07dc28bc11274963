import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { EmulatorStore } from '../emulator-store';
import { defaultProjectId, defaultSecret } from './project-credentials';

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
    const first = EmulatorStore.inMemory().project('public-token-test-abc');
    const again = EmulatorStore.inMemory().project('public-token-test-abc');
    expect(first.projectId).toBe('project-test-abc');
    expect(first.secret).toMatch(/^secret-test-[A-Za-z0-9_-]{32}$/);
    expect(again.secret).toBe(first.secret);
    expect(EmulatorStore.inMemory().project('public-token-test-other').secret).not.toBe(first.secret);
  });

  it('finds a project by its id, and never makes one up for an unknown id', () => {
    const store = EmulatorStore.inMemory();
    const project = store.defineProject(FIXED);
    expect(store.projectById('project-test-app-fixed')).toBe(project);
    expect(store.project('public-token-test-app')).toBe(project);
    expect(store.projectById('project-test-nobody')).toBeUndefined();
    expect(store.projects()).toHaveLength(1);
  });

  it('refuses a fixed project id that another project holds, or that is not a project id', () => {
    const store = EmulatorStore.inMemory();
    store.defineProject(FIXED);
    expect(() => store.defineProject({ ...FIXED, publicToken: 'public-token-test-two' })).toThrow(
      /already belongs to public-token-test-app/,
    );
    expect(() => store.defineProject({ ...FIXED, projectId: 'my-project' })).toThrow(/not a project id/);
  });

  it('keeps fixed credentials across a restart, and re-fixes a project a data dir already holds', () => {
    const store = EmulatorStore.open(dir);
    store.project('public-token-test-app');
    store.defineProject(FIXED);
    store.close();
    const reopened = EmulatorStore.open(dir);
    expect(reopened.projectById(FIXED.projectId)?.secret).toBe(FIXED.secret);
    reopened.defineProject({ ...FIXED, secret: 'secret-test-rotated' });
    reopened.close();
    expect(EmulatorStore.open(dir).project(FIXED.publicToken).secret).toBe('secret-test-rotated');
  });

  it('keeps its own id and secret through an import of another project', () => {
    const store = EmulatorStore.inMemory();
    const target = store.defineProject(FIXED);
    const source = store.project('public-token-test-source');
    target.replace(source.snapshot());
    expect(target.projectId).toBe(FIXED.projectId);
    expect(target.secret).toBe(FIXED.secret);
  });

  it('loads a project saved before secrets existed with the derived secret', () => {
    const store = EmulatorStore.inMemory();
    const project = store.project('public-token-test-old');
    const { secret: _none, ...older } = project.snapshot();
    project.replace({ ...older, secret: undefined });
    expect(project.secret).toBe(defaultSecret('public-token-test-old'));
  });

  it('answers GET /control/v1/projects/:token/credentials', async () => {
    const app = createApp(EmulatorStore.inMemory());
    const response = await app.request('/control/v1/projects/public-token-test-xyz/credentials');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      public_token: 'public-token-test-xyz',
      project_id: defaultProjectId('public-token-test-xyz'),
      secret: defaultSecret('public-token-test-xyz'),
    });
  });
});
