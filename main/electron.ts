import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createControlClient, EMULATOR_HOSTNAME } from '@foyer/emulator';
import { app, BrowserWindow, type Session, session } from 'electron';
import { EVENT_CHANNELS, type PushEvent } from '../preload/api';
import { createCookieCapability } from './capabilities/cookies';
import { createEmulatorControl } from './capabilities/emulator-control';
import { createPresetStore } from './capabilities/presets';
import { createTestbedHandlers } from './capabilities/registry';
import { certificateVerdict } from './certificate-trust';
import { debuggerTransport, sessionCookieFeed } from './electron-adapters';
import { registerTestbedIpc } from './ipc';
import { type LaunchConfig, readLaunchConfig } from './launch-config';
import { isAllowedDestination } from './navigation-policy';
import { testbedCspForUrl } from './renderer-csp';

const here = dirname(fileURLToPath(import.meta.url));
const config = readLaunchConfig(process.env);
const testbedOrigin = new URL(config.testbedUrl).origin;
const sdkOrigin = `https://${EMULATOR_HOSTNAME}`;
const allowedOrigins = [testbedOrigin, sdkOrigin];
const log = (message: string) => console.log(`[testbed] ${message}`);

// Inside this app only, the SDK host name reaches the local emulator (port included).
app.commandLine.appendSwitch(
  'host-resolver-rules',
  `MAP ${EMULATOR_HOSTNAME} 127.0.0.1:${new URL(config.emulatorHttpsUrl).port}`,
);
app.enableSandbox();

app.on('web-contents-created', (_event, contents) => {
  const guard = (event: { preventDefault(): void }, url: string) => {
    if (isAllowedDestination(url, allowedOrigins)) return;
    event.preventDefault();
    log(`Blocked navigation to ${url}`);
  };
  contents.on('will-navigate', guard);
  contents.on('will-redirect', guard);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isAllowedDestination(url, allowedOrigins)) return { action: 'allow' };
    log(`Blocked window.open of ${url}`);
    return { action: 'deny' };
  });
});

function secureSession(target: Session, launch: LaunchConfig): void {
  // Deny by default: only clipboard writes from the testbed page (its Copy buttons) are granted.
  target.setPermissionRequestHandler((contents, permission, callback, details) => {
    const granted =
      permission === 'clipboard-sanitized-write' && details.requestingUrl.startsWith(`${testbedOrigin}/`);
    log(
      `Permission ${permission} requested by ${details.requestingUrl || contents.getURL()}: ${granted ? 'granted' : 'denied'}`,
    );
    callback(granted);
  });
  target.setPermissionCheckHandler(
    (_contents, permission, requestingOrigin) =>
      permission === 'clipboard-sanitized-write' && requestingOrigin === testbedOrigin,
  );
  target.setCertificateVerifyProc((request, callback) => {
    callback(
      certificateVerdict(
        { hostname: request.hostname, certificatePem: request.certificate.data },
        { hostname: EMULATOR_HOSTNAME, spkiHash: launch.emulatorSpkiHash },
      ),
    );
  });
  // Filtered here rather than by URL pattern: match patterns and ports do not mix reliably.
  target.webRequest.onHeadersReceived((details, callback) => {
    if (details.resourceType !== 'mainFrame' || !isAllowedDestination(details.url, [testbedOrigin])) {
      callback({});
      return;
    }
    // One policy, whatever the server sent: two would both apply, the stricter of each winning.
    const headers = Object.fromEntries(
      Object.entries(details.responseHeaders ?? {}).filter(
        ([name]) => name.toLowerCase() !== 'content-security-policy',
      ),
    );
    callback({ responseHeaders: { ...headers, 'Content-Security-Policy': [testbedCspForUrl(details.url)] } });
  });
}

async function openTestbedWindow(): Promise<void> {
  const target = session.defaultSession;
  secureSession(target, config);

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
  window.once('ready-to-show', () => window.show());

  const debuggee = window.webContents.debugger;
  debuggee.attach('1.3');
  debuggee.on('detach', (_event, reason) =>
    log(`DevTools protocol detached (${reason}); cookie actions stop working until restart.`),
  );
  const transport = debuggerTransport(debuggee);
  const pageUrl = () => `${testbedOrigin}/`;
  const push: PushEvent = (event, payload) => {
    if (!window.isDestroyed()) window.webContents.send(EVENT_CHANNELS[event], payload);
  };
  const { handlers, dispose } = createTestbedHandlers(
    {
      cookies: createCookieCapability({
        transport,
        pageUrl,
        changes: sessionCookieFeed(target, (cookie) => cookie.domain.replace(/^\./, '') === 'localhost'),
      }),
      presets: createPresetStore({ file: join(config.dataDir, 'settings.json'), onProblem: log }),
      emulator: createEmulatorControl({
        controlFor: (token) => createControlClient(config.emulatorHttpUrl, token),
      }),
    },
    push,
  );
  const unregister = registerTestbedIpc({ handlers, testbedOrigin, log });
  window.on('closed', () => {
    unregister();
    dispose();
  });
  await window.loadURL(config.testbedUrl);
}

app.on('window-all-closed', () => app.quit());
app.whenReady().then(openTestbedWindow, (error: unknown) => {
  console.error(error);
  app.exit(1);
});
