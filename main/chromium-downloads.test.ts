import { EventEmitter } from 'node:events';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { saveDownload, saveDownloads } from './chromium-downloads';

function fakeDownload(suggested: string) {
  return {
    suggestedFilename: () => suggested,
    saveAs: async (path: string) => writeFile(path, '{"exported":true}'),
  };
}

describe('Chromium-mode downloads', () => {
  it('keeps an export in the data folder under a timestamped name', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'foyer-exports-')), 'exports');
    const path = await saveDownload(
      fakeDownload('foyer-widget-state.json'),
      dir,
      new Date('2026-01-02T03:04:05.678Z'),
    );
    expect(path).toBe(join(dir, '2026-01-02T03-04-05-678Z-foyer-widget-state.json'));
    expect(await readFile(path, 'utf8')).toBe('{"exported":true}');
  });

  it('never lets a suggested name leave the folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'foyer-exports-'));
    await saveDownload(fakeDownload('../../etc/evil.json'), dir);
    await saveDownload(fakeDownload('..\\..\\evil2.json'), dir);
    expect((await readdir(dir)).map((name) => name.replace(/^[\dTZ-]+-/, '')).sort()).toEqual([
      'evil.json',
      'evil2.json',
    ]);
  });

  it("saves every download the page starts and logs each file's path", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'foyer-exports-'));
    const page = new EventEmitter();
    const log = vi.fn();
    saveDownloads(page as unknown as Page, dir, log);
    page.emit('download', fakeDownload('state.json'));
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringMatching(/^Saved state\.json to /)));
    expect(await readdir(dir)).toHaveLength(1);
  });
});
