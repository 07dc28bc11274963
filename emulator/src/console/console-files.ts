import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AssetEncoding } from './accept-encoding';

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

/** Kinds of file that shrink when compressed; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['js', 'css', 'svg', 'map']);

/** The file extension the console's build gives each encoding's precompressed copy. */
const PRECOMPRESSED_SUFFIX: Record<AssetEncoding, string> = { br: '.br', gzip: '.gz' };

export type ConsoleFile = { body: Buffer; mediaType: string; encoding: AssetEncoding | null };

// Copies compressed here because the build wrote none (a build without the console's Vite config):
// made once per file and encoding, as hashed names never change content.
const compressedCopies = new Map<string, Buffer>();

function compressedCopy(path: string, encoding: AssetEncoding): Buffer {
  const precompressed = `${path}${PRECOMPRESSED_SUFFIX[encoding]}`;
  if (existsSync(precompressed)) return readFileSync(precompressed);
  const key = `${encoding}:${path}`;
  let copy = compressedCopies.get(key);
  if (!copy) {
    const raw = readFileSync(path);
    copy =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(raw, { level: 6 });
    compressedCopies.set(key, copy);
  }
  return copy;
}

/** The console's page, or undefined when the console was not built (a checkout before its first build). */
export function consolePage(dir = CONSOLE_DIR): string | undefined {
  const path = `${dir}index.html`;
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

/**
 * One of the console's built assets by its file name, or undefined for any other name; in the
 * encoding asked for where its kind compresses (the build's precompressed copy when there is one).
 */
export function consoleAsset(
  name: string,
  dir = CONSOLE_DIR,
  encoding: AssetEncoding | null = null,
): ConsoleFile | undefined {
  const match = ASSET_NAME.exec(name);
  if (!match) return undefined;
  const path = `${dir}assets/${name}`;
  if (!existsSync(path)) return undefined;
  const kind = match[1] as string;
  const mediaType = MEDIA_TYPES[`.${kind}`] as string;
  if (encoding === null || !COMPRESSIBLE.has(kind))
    return { body: readFileSync(path), mediaType, encoding: null };
  return { body: compressedCopy(path, encoding), mediaType, encoding };
}
