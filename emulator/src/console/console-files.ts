import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The console's prebuilt files (`console/` at the repository root, built into the package's
 * `console-dist/`). This module sits two folders below the package root both as source
 * (`src/console/`) and compiled (`dist/console/`), so one relative path finds them either way.
 */
export const CONSOLE_DIR = fileURLToPath(new URL('../../console-dist/', import.meta.url));

/** The media type of each kind of file the console's build writes; any other is not served. */
const MEDIA_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/** A built asset: a plain file name in `assets/`, so no path can climb out of the folder. */
const ASSET_NAME = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.(js|css|svg|png|woff2|map)$/;

export type ConsoleFile = { body: Buffer; mediaType: string };

/** The console's page, or undefined when the console was not built (a checkout before its first build). */
export function consolePage(dir = CONSOLE_DIR): string | undefined {
  const path = `${dir}index.html`;
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

/** One of the console's built assets by its file name, or undefined for any other name. */
export function consoleAsset(name: string, dir = CONSOLE_DIR): ConsoleFile | undefined {
  const match = ASSET_NAME.exec(name);
  if (!match) return undefined;
  const path = `${dir}assets/${name}`;
  if (!existsSync(path)) return undefined;
  return { body: readFileSync(path), mediaType: MEDIA_TYPES[`.${match[1]}`] as string };
}
