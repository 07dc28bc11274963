import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { startEmulator } from '@foyer/emulator';
import { build as buildElectron } from 'electron-vite';
import { build as buildVite } from 'vite';
import { DEMO_APP_SECRET_FILE } from '../demo-app/client-secret';
import { startDemoApp } from '../demo-app/server';
import { launchChromiumTestbed } from '../main/chromium';
import {
  chooseDevtoolsPort,
  devtoolsFlags,
  devtoolsInstructions,
  headlessAdvice,
  inspectorUrlFor,
} from '../main/chromium-devtools';
import { electronLaunchable, findElectronBinary } from '../main/electron-binary';
import { launchEnvironment } from '../main/launch-config';
import { serveRenderer } from '../main/renderer-server';
import { RENDERER_OUT_DIR } from '../vite.renderer.config';
import { acquireInstanceLock } from './instance-lock';

/**
 * `npm start`: the embedded emulator, the testbed renderer on localhost, and the testbed itself,
 * in Electron when its binary is installed and there is a display, else in Chromium with the same
 * privileged bridge.
 */
const root = resolve(import.meta.dirname, '..');
const dataDir = join(root, '.testbed-data');
const cleanups: Array<() => Promise<void> | void> = [];

const devtools = chooseDevtoolsPort(process.argv.slice(2), process.env);
if ('error' in devtools) {
  console.error(devtools.error);
  process.exit(1);
}

let lock: { release(): void };
try {
  lock = acquireInstanceLock(join(dataDir, 'npm-start.lock'));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
// Synchronous, so it also runs when the process ends through an uncaught error.
process.on('exit', () => lock.release());

let isStopping = false;
async function shutDown(code: number): Promise<void> {
  if (isStopping) return;
  isStopping = true;
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
  process.exit(code);
}
process.on('SIGINT', () => void shutDown(0));
process.on('SIGTERM', () => void shutDown(0));
process.on('SIGHUP', () => void shutDown(0));
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(event, (error: unknown) => {
    console.error(error);
    void shutDown(1);
  });
}

// The emulator serves its console prebuilt; build it from this checkout's source first.
console.log('Building the emulator console…');
await buildVite({ configFile: join(root, 'console/vite.config.ts'), logLevel: 'warn' });

// The testbed is the only local tool that talks to this emulator, so it can always ask for a
// control token: other users of a shared machine then cannot read its inbox or change its projects.
const emulator = await startEmulator({
  httpPort: 0,
  httpsPort: 0,
  dataDir: join(dataDir, 'emulator'),
  controlToken: 'auto',
});
cleanups.push(() => emulator.close());
console.log(
  `Emulator: ${emulator.httpsUrl} (SDK, mapped to https://api.emulator.test) and ${emulator.httpUrl}`,
);
// Scripts of your own reach the control API with it: createControlClient(url, token, { controlToken }).
console.log(`Control token: ${emulator.controlToken} (send as Authorization: Bearer <token>)`);
console.log(
  `Emulator console: ${emulator.httpUrl.replace('//127.0.0.1:', '//localhost:')}/ (asks for the control token)`,
);

const binary = findElectronBinary();
const electron = electronLaunchable(binary);
console.log('Building the testbed…');
if (electron.found)
  await buildElectron({ configFile: join(root, 'electron.vite.config.ts'), logLevel: 'warn' });
else await buildVite({ configFile: join(root, 'vite.renderer.config.ts'), logLevel: 'warn' });

const server = await serveRenderer(RENDERER_OUT_DIR);
cleanups.push(() => server.close());
console.log(`Testbed page: ${server.url}`);

// A third-party app for the identity-provider mode: it signs in through the testbed's page, to the
// project the testbed names through its demo-app capability (in Electron, over HTTP with this token).
const demoAppLinkToken = randomBytes(32).toString('base64url');
const demoApp = await startDemoApp({
  emulatorHttpUrl: emulator.httpUrl,
  emulatorControlToken: emulator.controlToken,
  idpPageUrl: server.url,
  clientSecretFile: join(dataDir, DEMO_APP_SECRET_FILE),
  linkToken: electron.found ? demoAppLinkToken : undefined,
});
cleanups.push(() => demoApp.close());
console.log(`Demo third-party app: ${demoApp.endpoints.homeUrl}`);

if (electron.found) {
  console.log(`Mode: Electron (${electron.path}).`);
  if (devtools.port !== null) for (const line of devtoolsInstructions(devtools.port, null)) console.log(line);
  // Electron takes Chromium's switches on its own command line, before the app's entry.
  const electronArgs = [
    ...(devtools.port === null ? [] : devtoolsFlags(devtools.port)),
    join(root, 'out/main/electron.js'),
  ];
  const child = spawn(electron.path, electronArgs, {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...launchEnvironment({
        testbedUrl: server.url,
        emulatorHttpUrl: emulator.httpUrl,
        emulatorHttpsUrl: emulator.httpsUrl,
        emulatorSpkiHash: emulator.spkiHash,
        emulatorControlToken: emulator.controlToken,
        dataDir,
        demoAppUrl: demoApp.origin,
        demoAppLinkToken,
      }),
    },
  });
  const stopChild = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
  };
  cleanups.push(stopChild);
  // However this process ends, the window does not outlive it (the main process also watches us).
  process.on('exit', stopChild);
  child.on('error', (error) => {
    console.error(`Electron could not start: ${error.message}`);
    void shutDown(1);
  });
  child.on('exit', (code) => void shutDown(code ?? 0));
} else {
  const headless = !process.env.DISPLAY;
  const hint = binary.found ? '' : ' (`npm run install-electron` tries to get it)';
  console.log(`Mode: Chromium, because ${electron.reason}${hint}.`);
  if (headless) for (const line of headlessAdvice(devtools.port)) console.log(line);
  const testbed = await launchChromiumTestbed({
    testbedUrl: server.url,
    emulator,
    dataDir,
    headless,
    devtoolsPort: devtools.port,
    demoApp,
  });
  cleanups.push(() => testbed.close());
  testbed.context.on('close', () => void shutDown(0));
  console.log(`Testbed open${headless ? ' (headless)' : ''}. Exports go to ${join(dataDir, 'exports')}.`);
  if (devtools.port !== null) {
    const inspectorUrl = await inspectorUrlFor(devtools.port, server.url);
    for (const line of devtoolsInstructions(devtools.port, inspectorUrl)) console.log(line);
  }
  console.log('Press Ctrl+C to stop.');
}
