import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createControlClient, hostResolverRules, MAPPED_HOSTNAMES } from '@foyer/emulator';
import { app, BrowserWindow, session } from 'electron';
import { createCapabilities } from './capabilities/create-capabilities';
import { linkToDemoApp } from './capabilities/demo-app/demo-app-link';
import {
  debuggerTransport,
  keepDebuggerAttached,
  pushToTestbedWindow,
  sessionCookieFeed,
} from './electron-adapters';
import { guardContents, hardenSession } from './electron-hardening';
import { registerTestbedIpc } from './ipc';
import { readLaunchConfig, SECRET_ENV_NAMES } from './launch-config';
import { testbedWindowOrigins } from './navigation-policy';

const here = dirname(fileURLToPath(import.meta.url));
const config = readLaunchConfig(process.env);
// Read once, then gone: the renderer, GPU and utility processes Chromium starts inherit this
// process's environment, and the control and link tokens are for the privileged side only.
for (const name of SECRET_ENV_NAMES) delete process.env[name];
const controlOptions = { controlToken: config.emulatorControlToken };
const testbedOrigin = new URL(config.testbedUrl).origin;
const demoAppOrigin = config.demoAppUrl ? new URL(config.demoAppUrl).origin : null;
const allowedOrigins = testbedWindowOrigins({ testbedOrigin, demoAppOrigin });
const log = (message: string) => console.log(`[testbed] ${message}`);
let testbedContentsId: number | null = null;

// Before ready: the profile lives with the testbed's data, so each launch config (and each
// parallel Electron spec, which gets its own data folder) has its own.
app.setPath('userData', join(config.dataDir, 'electron-profile'));
// Inside this app only, the SDK host name and Google's One Tap host reach the local emulator.
app.commandLine.appendSwitch('host-resolver-rules', hostResolverRules(new URL(config.emulatorHttpsUrl).port));
app.enableSandbox();

app.on('web-contents-created', (_event, contents) => guardContents(contents, { allowedOrigins, log }));

async function openTestbedWindow(): Promise<void> {
  const target = session.defaultSession;
  hardenSession(target, {
    testbedOrigin,
    emulator: { hostnames: MAPPED_HOSTNAMES, spkiHash: config.emulatorSpkiHash },
    testbedContentsId: () => testbedContentsId,
    log,
  });

  const window = new BrowserWindow({
    width: 1600,
    height: 1000,
    title: 'Foyer testbed',
    show: false,
    webPreferences: {
      preload: join(here, '../preload/index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      // Middle-click would open links in new windows without passing the window-open handler.
      disableBlinkFeatures: 'Auxclick',
    },
  });
  const contents = window.webContents;
  testbedContentsId = contents.id;
  window.once('ready-to-show', () => window.show());

  const debuggee = contents.debugger;
  const attached = keepDebuggerAttached(debuggee, { isGone: () => contents.isDestroyed(), log });
  contents.on('devtools-closed', attached.ensureAttached);
  const pageUrl = () => `${testbedOrigin}/`;
  const push = pushToTestbedWindow(contents, testbedOrigin);
  const { handlers, dispose, ready } = createCapabilities(
    {
      cdp: debuggerTransport(debuggee),
      cdpReattached: attached.onReattached,
      pageUrl,
      cookieChanges: sessionCookieFeed(target, (cookie) => cookie.domain.replace(/^\./, '') === 'localhost'),
      settingsFile: join(config.dataDir, 'settings.json'),
      passkeysFile: join(config.dataDir, 'passkeys.json'),
      walletsFile: join(config.dataDir, 'wallets.json'),
      emulatorControl: (token) => createControlClient(config.emulatorHttpUrl, token, controlOptions),
      demoApp:
        demoAppOrigin && config.demoAppLinkToken
          ? linkToDemoApp({ origin: demoAppOrigin, linkToken: config.demoAppLinkToken })
          : null,
      log,
    },
    push,
  );
  const unregister = registerTestbedIpc({ handlers, testbedOrigin, webContentsId: contents.id, log });
  window.on('closed', () => {
    unregister();
    dispose();
  });
  await ready;
  await window.loadURL(config.testbedUrl);
}

app.on('window-all-closed', () => app.quit());
// `npm start` is the parent; should it die without stopping us (kill -9), quit rather than keep a
// window whose emulator and page server are gone. A dead parent's children are re-parented.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) app.quit();
}, 1000).unref();
// `.catch` after `.then`, so a failure inside openTestbedWindow ends the app too instead of
// leaving an unhandled rejection and a hidden window.
app
  .whenReady()
  .then(openTestbedWindow)
  .catch((error: unknown) => {
    console.error(error);
    app.exit(1);
  });
