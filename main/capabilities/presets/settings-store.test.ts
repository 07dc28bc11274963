import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MountSettings } from '../../../contracts/presets';
import { ELECTRON_STORE_CHANNEL, openElectronSettings } from './electron-settings-store';
import { createPresetStore } from './preset-store';
import { openConfSettings } from './settings-store';

// electron-store asks Electron's app for its default folder and version; the testbed names its
// file's folder itself, so these stand-ins only have to exist and must not be what is used.
const ipcListeners = vi.hoisted(() => new Map<string, number>());
vi.mock('electron', () => {
  const ipcMain = {
    on: (channel: string) => ipcListeners.set(channel, (ipcListeners.get(channel) ?? 0) + 1),
    removeAllListeners: (channel: string) => ipcListeners.delete(channel),
  };
  return {
    ipcMain,
    default: {
      app: { getPath: () => '/nonexistent/electron-user-data', getVersion: () => '45.4.1' },
      ipcMain,
      shell: {},
    },
  };
});

const settings: MountSettings = {
  mode: 'login',
  passwordResetToken: '',
  identityProviderParams: '',
  config: { products: ['emailMagicLinks'] },
  styles: {},
  strings: { 'main.title': 'Hola' },
  locale: 'es',
  shadowDom: false,
  hostCsp: 'off',
  publicToken: 'public-token-test-shared',
};

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'foyer-settings-'));
  file = join(dir, 'settings.json');
});

describe('the settings file shared by the Chromium mode (conf) and Electron (electron-store)', () => {
  // First in the file: electron-store adds its listener only the first time a store opens.
  it('leaves no renderer channel of electron-store open in the main process', () => {
    openElectronSettings(file);
    expect([...ipcListeners.keys()]).not.toContain(ELECTRON_STORE_CHANNEL);
  });

  it('holds presets saved in the Chromium mode that the Electron store reads, and back', async () => {
    const now = () => new Date('2026-11-24T09:00:00Z');
    await createPresetStore({ file, now, open: openConfSettings }).save('from Chromium', settings);

    const electron = createPresetStore({ file, now, open: openElectronSettings });
    expect(await electron.list()).toEqual({
      presets: [{ name: 'from Chromium', settings, savedAt: '2026-11-24T09:00:00.000Z' }],
      lastUsed: 'from Chromium',
      current: settings,
    });
    await electron.save('from Electron', { ...settings, locale: 'pt-br' });

    const chromium = await createPresetStore({ file, open: openConfSettings }).list();
    expect(chromium.presets.map((preset) => preset.name)).toEqual(['from Chromium', 'from Electron']);
    expect(chromium.current?.locale).toBe('pt-br');
    expect(await readdir(dir)).toEqual(['settings.json']);
  });

  it('is a readable JSON file in the folder given, with the defaults filled in', async () => {
    openElectronSettings(file);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      version: 1,
      presets: [],
      lastUsed: null,
      current: null,
    });
  });

  it('moves aside a file that parses but breaks the schema, in either library, keeping its text', async () => {
    const broken = JSON.stringify({ version: 1, presets: 'nope', lastUsed: null, current: null });
    for (const open of [openConfSettings, openElectronSettings]) {
      await writeFile(file, broken);
      const problems: string[] = [];
      const store = createPresetStore({ file, open, onProblem: (message) => problems.push(message) });
      expect((await store.list()).presets).toEqual([]);
      expect(problems).toHaveLength(1);
      const aside = (await readdir(dir)).filter((name) => name.startsWith('settings.json.invalid-'));
      expect(await readFile(join(dir, aside.at(-1) ?? ''), 'utf8')).toBe(broken);
    }
  });

  it('moves aside a file broken while the store is open, and keeps working', async () => {
    const store = createPresetStore({ file, open: openConfSettings, onProblem: () => undefined });
    await store.save('kept', settings);
    await writeFile(file, '{"version": 1, "presets": [');
    expect((await store.list()).presets).toEqual([]);
    await store.save('after', settings);
    expect((await store.list()).presets.map((preset) => preset.name)).toEqual(['after']);
    const aside = (await readdir(dir)).find((name) => name.startsWith('settings.json.invalid-'));
    expect(await readFile(join(dir, aside ?? ''), 'utf8')).toBe('{"version": 1, "presets": [');
  });
});
