import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';

/**
 * Where the command-line emulator keeps its certificate when it has no data dir:
 * `$XDG_CACHE_HOME/foyer-emulator`, or `~/.cache/foyer-emulator`. One certificate per user, so the
 * SPKI hash in a saved Chromium command stays right from one start to the next.
 */
export function defaultCertificateCacheDir(
  env: NodeJS.ProcessEnv = process.env,
  home: string = homedir(),
): string {
  // The XDG spec says a relative path is to be ignored.
  const fromEnv = env.XDG_CACHE_HOME?.trim();
  const cacheHome = fromEnv && isAbsolute(fromEnv) ? fromEnv : join(home, '.cache');
  return join(cacheHome, 'foyer-emulator');
}
