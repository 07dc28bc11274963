import { describe, expect, it } from 'vitest';
import type { MountSettings, PresetList } from '../../preload/api';
import { defaultMountSettings } from '../mount/settings';
import { type LogStorage, noteNextLoadReason, persistLogs, restoreLogs } from './persisted-logs';
import { appendCapped, createTestbedStore, type TestbedState } from './testbed-store';

function memoryStorage(): LogStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function newPage(): TestbedState {
  const settings: MountSettings = defaultMountSettings();
  const presets: PresetList = { presets: [], lastUsed: null, current: null };
  return createTestbedStore(settings, presets);
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('logs that survive a reload', () => {
  it('puts the previous page’s events and mutations back, then a "Page reloaded" entry in each', async () => {
    const storage = memoryStorage();
    const first = newPage();
    persistLogs(first, storage);
    appendCapped(first.events, {
      id: 1,
      at: 10,
      source: 'onEvent',
      name: 'MAGIC_LINK_LOGIN_OR_CREATE',
      args: [],
    });
    appendCapped(first.mutations, {
      id: 2,
      at: 11,
      op: 'set',
      path: 'screen',
      previous: 'Main',
      next: 'Sent',
    });
    await flush();
    noteNextLoadReason(storage, 'opened the magic link from the Inbox');

    const second = newPage();
    second.events.push({ id: 1, at: 20, source: 'host', name: 'testbed started', args: [] });
    restoreLogs(second, storage, 'navigated here', 19);

    expect(second.events.map((entry) => entry.name)).toEqual([
      'MAGIC_LINK_LOGIN_OR_CREATE',
      'Page reloaded',
      'testbed started',
    ]);
    expect(second.events[1]?.args).toEqual([{ reason: 'opened the magic link from the Inbox' }]);
    expect(second.mutations.map((entry) => entry.op)).toEqual(['set', 'reload']);
    // Restored entries must not collide with the ids this page hands out from 1.
    const ids = [...second.events, ...second.mutations].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('falls back to what the browser says when the previous page did not say why', async () => {
    const storage = memoryStorage();
    persistLogs(newPage(), storage);
    const second = newPage();
    restoreLogs(second, storage, 'reloaded from the browser', 5);
    expect(second.mutations).toEqual([
      { id: expect.any(Number), at: 5, op: 'reload', reason: 'reloaded from the browser' },
    ]);
  });

  it('adds nothing on the first page of a tab', () => {
    const page = newPage();
    restoreLogs(page, memoryStorage(), 'navigated here', 1);
    expect(page.events).toEqual([]);
    expect(page.mutations).toEqual([]);
  });

  it('keeps only the newest entries of each log, and writes nothing for unrelated changes', async () => {
    const storage = memoryStorage();
    const page = newPage();
    persistLogs(page, storage, 3);
    for (let id = 1; id <= 5; id++)
      appendCapped(page.events, { id, at: id, source: 'host', name: `e${id}`, args: [] });
    await flush();
    const saved = storage.items.get('foyer-testbed:logs');
    expect((JSON.parse(saved ?? '{}') as { events: { name: string }[] }).events.map((e) => e.name)).toEqual([
      'e3',
      'e4',
      'e5',
    ]);
    storage.items.set('foyer-testbed:logs', 'untouched');
    page.emulatorRevision += 1;
    await flush();
    expect(storage.items.get('foyer-testbed:logs')).toBe('untouched');
  });

  it('keeps the newer half when the storage is full', async () => {
    const storage = memoryStorage();
    const page = newPage();
    persistLogs(page, storage, 4);
    const setItem = storage.setItem;
    storage.setItem = (key, value) => {
      if (value.length > 200) throw new DOMException('full', 'QuotaExceededError');
      setItem(key, value);
    };
    for (let id = 1; id <= 4; id++)
      appendCapped(page.events, { id, at: id, source: 'host', name: `e${id}`, args: [] });
    await flush();
    const saved = JSON.parse(storage.items.get('foyer-testbed:logs') ?? '{}') as {
      events: { name: string }[];
    };
    expect(saved.events.map((e) => e.name)).toEqual(['e3', 'e4']);
  });
});
