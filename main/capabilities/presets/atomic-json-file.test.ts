import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJsonFile, writeJsonAtomically } from './atomic-json-file';

async function freshDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'foyer-atomic-'));
}

describe('atomic JSON file', () => {
  it('writes the value and leaves only the target behind', async () => {
    const dir = await freshDir();
    await writeJsonAtomically(join(dir, 'settings.json'), { version: 1 });
    expect(await readdir(dir)).toEqual(['settings.json']);
    expect(JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8'))).toEqual({ version: 1 });
  });

  it('removes its temp file and keeps the old file when the write fails', async () => {
    const dir = await freshDir();
    const file = join(dir, 'settings.json');
    await writeFile(file, '{"old":true}\n');
    await expect(writeJsonAtomically(file, { count: 1n })).rejects.toThrow(/BigInt/);
    expect(await readdir(dir)).toEqual(['settings.json']);
    expect(await readFile(file, 'utf8')).toBe('{"old":true}\n');
  });

  it('tells a missing file from an unparseable one', async () => {
    const dir = await freshDir();
    expect(await readJsonFile(join(dir, 'none.json'))).toEqual({ kind: 'missing' });
    await writeFile(join(dir, 'bad.json'), '{"half":');
    expect(await readJsonFile(join(dir, 'bad.json'))).toEqual({ kind: 'corrupt' });
  });
});
