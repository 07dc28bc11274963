import { chmod, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { electronLaunchable, findElectronBinary } from './electron-binary';

/** A fake project with an `electron` package, optionally with its downloaded binary. */
async function project(options: {
  pathTxt?: string;
  binary?: boolean;
}): Promise<{ root: string; from: string }> {
  const root = await mkdtemp(join(tmpdir(), 'foyer-electron-'));
  const pkg = join(root, 'node_modules', 'electron');
  await mkdir(join(pkg, 'dist'), { recursive: true });
  await writeFile(join(pkg, 'package.json'), '{"name":"electron","version":"45.4.1"}');
  if (options.pathTxt) await writeFile(join(pkg, 'path.txt'), options.pathTxt);
  if (options.binary) {
    await writeFile(join(pkg, 'dist', 'electron'), '#!/bin/sh\n');
    await chmod(join(pkg, 'dist', 'electron'), 0o755);
  }
  return { root, from: pathToFileURL(join(root, 'index.js')).href };
}

describe('findElectronBinary', () => {
  it('says the binary was never downloaded when path.txt is missing', async () => {
    const { from } = await project({});
    expect(findElectronBinary({}, from)).toEqual({
      found: false,
      reason: expect.stringContaining('path.txt'),
    });
  });

  it('finds dist/<path.txt> when the download completed', async () => {
    const { root, from } = await project({ pathTxt: 'electron', binary: true });
    expect(findElectronBinary({}, from)).toEqual({
      found: true,
      path: join(root, 'node_modules', 'electron', 'dist', 'electron'),
    });
  });

  it('reports a path.txt whose binary is gone', async () => {
    const { from } = await project({ pathTxt: 'electron' });
    expect(findElectronBinary({}, from)).toMatchObject({
      found: false,
      reason: expect.stringContaining('missing'),
    });
  });

  it('honours ELECTRON_OVERRIDE_DIST_PATH and ELECTRON_EXEC_PATH', async () => {
    const { root, from } = await project({ pathTxt: 'electron', binary: true });
    const dist = join(root, 'node_modules', 'electron', 'dist');
    expect(findElectronBinary({ ELECTRON_OVERRIDE_DIST_PATH: dist }, from)).toEqual({
      found: true,
      path: join(dist, 'electron'),
    });
    expect(findElectronBinary({ ELECTRON_OVERRIDE_DIST_PATH: '/nonexistent' }, from).found).toBe(false);
    const bare = await project({});
    expect(findElectronBinary({ ELECTRON_OVERRIDE_DIST_PATH: dist }, bare.from)).toEqual({
      found: true,
      path: join(dist, 'electron'),
    });
    expect(findElectronBinary({ ELECTRON_EXEC_PATH: join(dist, 'electron') }, from)).toEqual({
      found: true,
      path: join(dist, 'electron'),
    });
    expect(findElectronBinary({ ELECTRON_EXEC_PATH: '/nonexistent/electron' }, from).found).toBe(false);
  });
});

describe('electronLaunchable', () => {
  const binary = { found: true, path: '/opt/electron/electron' } as const;

  it('needs a display on Linux, X11 or Wayland', () => {
    expect(electronLaunchable(binary, {}, 'linux')).toEqual({
      found: false,
      reason: expect.stringContaining('$DISPLAY is unset'),
    });
    expect(electronLaunchable(binary, { DISPLAY: ':99' }, 'linux')).toEqual(binary);
    expect(electronLaunchable(binary, { WAYLAND_DISPLAY: 'wayland-0' }, 'linux')).toEqual(binary);
    expect(electronLaunchable(binary, {}, 'darwin')).toEqual(binary);
  });

  it('passes on why the binary is missing', () => {
    const missing = { found: false, reason: 'no Electron binary was downloaded' } as const;
    expect(electronLaunchable(missing, { DISPLAY: ':0' }, 'linux')).toEqual(missing);
  });
});
