import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildHostApp, HOST_APP, HOST_APP_PROJECT } from './host-app';
import { packPackages } from './pack-packages';

/**
 * `npm run example`: builds examples/host-app against the packed widget and emulator, then runs its
 * production build inside `foyer-emulator exec`, on the ports `.env.example` names: the emulator's
 * banner (its console first) and its lines for every message sent come to this terminal.
 */
const APP_PORT = process.env.PORT ?? '3000';
const { publicToken, projectId, secret } = HOST_APP_PROJECT;

console.log('Packing the packages, installing them into examples/host-app and building it…');
packPackages();
buildHostApp();
console.log(
  `Open http://localhost:${APP_PORT} in any browser, and the console the banner names. Ctrl-C stops both.\n`,
);
const bin = (name: string) => join(HOST_APP, 'node_modules/.bin', name);
const run = spawn(
  bin('foyer-emulator'),
  [
    'exec',
    ...['--http-port', '8787', '--https-port', '8443'],
    ...['--project', `${publicToken}:${projectId}:${secret}`],
    '--',
    bin('next'),
    'start',
    '--port',
    APP_PORT,
  ],
  { cwd: HOST_APP, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } },
);
// exec passes Ctrl-C on to the app and stops the emulator; this script only waits for it.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => run.kill('SIGTERM'));
run.once('exit', (code) => process.exit(code ?? 1));
