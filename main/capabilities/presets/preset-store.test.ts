import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MountSettings } from '../../../contracts/presets';
import { createPresetStore } from './preset-store';

const settings: MountSettings = {
  mode: 'login',
  passwordResetToken: '',
  identityProviderParams: '',
  config: { products: ['emailMagicLinks', 'passwords'] },
  styles: { colors: { primary: '#112233' } },
  strings: {},
  locale: 'es',
  shadowDom: true,
  hostCsp: 'strict',
  publicToken: 'public-token-test-preset',
};

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'foyer-presets-'));
  file = join(dir, 'settings.json');
});

describe('preset store', () => {
  it('starts empty when there is no file yet', async () => {
    expect(await createPresetStore({ file }).list()).toEqual({ presets: [], lastUsed: null, current: null });
  });

  it('saves a named preset, makes it the last used, and a new store reads it back', async () => {
    const now = () => new Date('2026-11-22T10:00:00Z');
    await createPresetStore({ file, now }).save('passwords in Spanish', settings);
    const list = await createPresetStore({ file }).list();
    expect(list.presets).toEqual([
      { name: 'passwords in Spanish', settings, savedAt: '2026-11-22T10:00:00.000Z' },
    ]);
    expect(list.lastUsed).toBe('passwords in Spanish');
    expect(list.current).toEqual(settings);
  });

  it('replaces a preset saved again under the same name, and deletes by name', async () => {
    const store = createPresetStore({ file });
    await store.save('a', settings);
    await store.save('a', { ...settings, locale: 'pt-br' });
    await store.save('b', settings);
    expect((await store.list()).presets.map((p) => [p.name, p.settings.locale])).toEqual([
      ['a', 'pt-br'],
      ['b', 'es'],
    ]);
    const after = await store.remove('b');
    expect(after.presets.map((p) => p.name)).toEqual(['a']);
    expect(after.lastUsed).toBeNull();
  });

  it('remembers the last mount, for the next start, without creating a preset', async () => {
    const store = createPresetStore({ file });
    await store.rememberCurrent({ ...settings, mode: 'passwordReset' }, null);
    const list = await store.list();
    expect(list.presets).toEqual([]);
    expect(list.current?.mode).toBe('passwordReset');
  });

  it('refuses settings that break the schema and leaves the file as it was', async () => {
    const store = createPresetStore({ file });
    await store.save('good', settings);
    const before = await readFile(file, 'utf8');
    await expect(store.save('bad', { ...settings, publicToken: 'not-a-token' })).rejects.toThrow();
    await expect(store.save('  ', settings)).rejects.toThrow();
    expect(await readFile(file, 'utf8')).toBe(before);
  });

  it('moves an invalid file aside and starts empty, saying so', async () => {
    await writeFile(file, '{"version": 1, "presets": "nope"');
    const problems: string[] = [];
    const store = createPresetStore({ file, onProblem: (message) => problems.push(message) });
    expect((await store.list()).presets).toEqual([]);
    expect(problems).toHaveLength(1);
    expect((await readdir(dir)).some((name) => name.startsWith('settings.json.invalid-'))).toBe(true);
  });

  it('keeps every one of many concurrent saves and leaves no temporary files', async () => {
    const store = createPresetStore({ file });
    await Promise.all(Array.from({ length: 12 }, (_, i) => store.save(`preset ${i}`, settings)));
    expect((await store.list()).presets).toHaveLength(12);
    expect(await readdir(dir)).toEqual(['settings.json']);
    expect(JSON.parse(await readFile(file, 'utf8')).version).toBe(1);
  });
});
