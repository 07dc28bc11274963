import { spawnSync } from 'node:child_process';
import type { BenchResult } from './stats';

/**
 * The widget's library build prints raw and gzip size per chunk and checks the magic-link-only
 * path; the bench runs that build so sizes are reported next to the speed figures.
 */
export async function benchBundleSize(): Promise<BenchResult> {
  const result = spawnSync('npm', ['run', '--silent', 'build', '-w', 'widget'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`widget build failed:\n${result.stdout}\n${result.stderr}`);
  const lines = result.stdout.split('\n').filter((line) => /\bkB\b/.test(line));
  const rows = lines.map((line) => {
    const [chunk = '', raw = '', , gzip = ''] = line.trim().split(/\s+/);
    return { chunk, raw: `${raw} kB`, gzip: `${gzip} kB` };
  });
  return { name: 'widget bundle (npm run build -w widget)', rows };
}
