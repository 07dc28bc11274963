import type { Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app';
import { EmulatorStore } from './store/store';
import { loadOrCreateCertificate } from './tls/certificate';

export type EmulatorOptions = {
  /** Port of the plain-HTTP listener; 0 (the default) picks a free one. */
  httpPort?: number;
  /** Port of the HTTPS listener; 0 (the default) picks a free one. */
  httpsPort?: number;
  /** Keep state and the certificate here; without it, everything lives in memory. */
  dataDir?: string;
};

export type RunningEmulator = {
  /** `http://127.0.0.1:<port>`: the control API and the SDK API, for Node-side callers. */
  httpUrl: string;
  /** `https://127.0.0.1:<port>`: what browsers reach as `https://api.emulator.test`. */
  httpsUrl: string;
  /** base64 SHA-256 of the certificate's public key, for `--ignore-certificate-errors-spki-list`. */
  spkiHash: string;
  close(): Promise<void>;
};

const HOST = '127.0.0.1';

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function shutDown(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Long polls and live streams would otherwise hold the close open.
    server.closeAllConnections();
  });
}

/** Starts the emulator: one app, one store, served over HTTP and HTTPS on 127.0.0.1. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const store = options.dataDir ? EmulatorStore.open(options.dataDir) : EmulatorStore.inMemory();
  return serveStore(store, options);
}

/** Serves an existing store (tests that write to it directly use this); closing the emulator closes the store. */
export async function serveStore(
  store: EmulatorStore,
  options: EmulatorOptions = {},
): Promise<RunningEmulator> {
  const servers: Server[] = [];
  const closeAll = async () => {
    await Promise.all(servers.map(shutDown));
    store.close();
  };
  try {
    const tls = await loadOrCreateCertificate(options.dataDir);
    const app = createApp(store);
    const http = createAdaptorServer({ fetch: app.fetch }) as Server;
    const https = createAdaptorServer({
      fetch: app.fetch,
      createServer: createHttpsServer,
      serverOptions: { cert: tls.cert, key: tls.key },
    }) as Server;
    servers.push(http, https);
    const httpPort = await listen(http, options.httpPort ?? 0);
    const httpsPort = await listen(https, options.httpsPort ?? 0);
    return {
      httpUrl: `http://${HOST}:${httpPort}`,
      httpsUrl: `https://${HOST}:${httpsPort}`,
      spkiHash: tls.spkiHash,
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
