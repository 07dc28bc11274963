import { mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Download, Page } from 'playwright-core';

type SavableDownload = Pick<Download, 'suggestedFilename' | 'saveAs'>;

/**
 * Saves one download under `dir`, named by the time and the page's suggested name. The name comes
 * from page content, so only its last path segment is kept; the time keeps exports from replacing
 * each other.
 */
export async function saveDownload(
  download: SavableDownload,
  dir: string,
  now = new Date(),
): Promise<string> {
  await mkdir(dir, { recursive: true });
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const name = basename(download.suggestedFilename().replace(/\\/g, '/')) || 'download';
  const path = join(dir, `${stamp}-${name}`);
  await download.saveAs(path);
  return path;
}

/**
 * Playwright keeps a page's downloads in a temporary folder that it deletes when the browser
 * closes, so the state panel's Export JSON would be lost in the Chromium mode: keep each one in
 * `dir` and say where it went.
 */
export function saveDownloads(page: Pick<Page, 'on'>, dir: string, log: (message: string) => void): void {
  page.on('download', (download) => {
    saveDownload(download, dir).then(
      (path) => log(`Saved ${download.suggestedFilename()} to ${path}`),
      (error: unknown) => log(`Could not save ${download.suggestedFilename()}: ${String(error)}`),
    );
  });
}
