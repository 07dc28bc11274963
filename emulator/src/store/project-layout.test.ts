import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProjectStore } from './store';
import { NOTES_LAYOUT as LAYOUT, type NoteSettings } from './test-support/notes-layout';

// The store knows only what it is handed: a table of collections and the settings a project starts
// with. These tests hand it a layout of their own, with no product in it.

const TOKEN = 'public-token-test-layout';
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'foyer-layout-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('a store made with a layout', () => {
  it("gives each project the layout's collections, in its order, and its default settings", () => {
    const project = ProjectStore.inMemory(LAYOUT).project(TOKEN);

    expect(Object.keys(project.snapshot().collections)).toEqual(['notes', 'shares', 'pings', 'clock']);
    expect(project.settings).toEqual({ project_name: 'Notes', note_limit: 3 });
  });

  it("keeps records of the layout's collections in its data dir, and reads them back", () => {
    const store = ProjectStore.open(dir, LAYOUT);
    store.project(TOKEN).collections.notes.put('n1', { note_id: 'n1', text: 'kept' });
    store.close();

    const reopened = ProjectStore.open(dir, LAYOUT);
    expect(reopened.project(TOKEN).collections.notes.get('n1')).toEqual({ note_id: 'n1', text: 'kept' });
    reopened.close();
  });

  it("gives a project kept before a setting existed that setting's default", () => {
    const store = ProjectStore.open(dir, LAYOUT);
    const project = store.project(TOKEN);
    const { note_limit: _dropped, ...older } = project.settings;
    project.updateSettings(older as NoteSettings);
    store.close();

    const reopened = ProjectStore.open(dir, LAYOUT);
    expect(reopened.project(TOKEN).settings.note_limit).toBe(3);
    reopened.close();
  });

  it('moves the stream position for writes a view shows, and not for a collection that says it moves none', () => {
    const store = ProjectStore.inMemory(LAYOUT);
    const project = store.project(TOKEN);
    const before = store.positionOf(TOKEN).writes;

    project.collections.pings.put('p1', { ping_id: 'p1' });
    expect(store.positionOf(TOKEN).writes).toBe(before);

    project.collections.notes.put('n1', { note_id: 'n1', text: 'shown' });
    expect(store.positionOf(TOKEN).writes).toBe(before + 1);
  });
});
