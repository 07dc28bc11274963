import { randomBytes } from 'node:crypto';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { type EmulatorActivity, followActivity } from './activity';
import { createApp } from './app';
import { EmulatorStore } from './emulator-store';
import { answerAdaptorError, answerParserError } from './http/parser-errors';
import { forgetServedPort, recordServedPort } from './http/served-ports';
import type { ProjectCredentials } from './store/project-credentials';
import { DEFAULT_MAX_PROJECTS } from './store/store';
import { loadOrCreateCertificate } from './tls/certificate';
import { certificateFile } from './tls/certificate-file';
import { retainPasswordWorkers } from './workers/password-workers';

export type EmulatorOptions = {
  /** Port of the plain-HTTP listener; 0 (the default) picks a free one. */
  httpPort?: number;
  /** Port of the HTTPS listener; 0 (the default) picks a free one. */
  httpsPort?: number;
  /** Keep state and the certificate here; without it, everything lives in memory. */
  dataDir?: string;
  /**
   * Without a data dir, keep the certificate here (the command line uses the per-user cache, see
   * `defaultCertificateCacheDir`); without either, a new certificate is made for each process.
   */
  certificateCacheDir?: string;
  /**
   * Control calls must carry `Authorization: Bearer <token>`; `'auto'` generates one (read it from
   * `controlToken` of the running emulator). Without it, local scripts call the control API freely.
   */
  controlToken?: string;
  /** How many projects unknown public tokens may create (default 1000). */
  maxProjects?: number;
  /**
   * The name every project it creates starts with (default "Emulator"): what email subjects, passkey
   * prompts and authenticator apps show. Projects kept in a data dir keep their own.
   */
  projectName?: string;
  /**
   * Projects whose id and secret are fixed ahead of time (a host's `.env`); any other project gets
   * `project-test-<its token's suffix>` and a secret derived from its public token.
   */
  projects?: ProjectCredentials[];
  /**
   * Told every message the emulator "sends" and every request it answers for a project. Without it
   * the emulator says nothing (the command line prints them).
   */
  onActivity?: (activity: EmulatorActivity) => void;
};

export type RunningEmulator = {
  /** `http://127.0.0.1:<port>`: the control API and the SDK API, for Node-side callers. */
  httpUrl: string;
  /** `https://127.0.0.1:<port>`: what browsers reach as `https://api.emulator.test`. */
  httpsUrl: string;
  /** base64 SHA-256 of the certificate's public key, for `--ignore-certificate-errors-spki-list`. */
  spkiHash: string;
  /** The token control calls must carry, when the emulator was started with one. */
  controlToken?: string;
  /** The HTTPS listener's self-signed certificate, PEM. */
  certificatePem: string;
  /** A file holding `certificatePem`: what `NODE_EXTRA_CA_CERTS` names for a Node backend to trust the emulator. */
  certificatePath: string;
  close(): Promise<void>;
};

const HOST = '127.0.0.1';

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.off('error', reject);
      const { port: listening } = server.address() as AddressInfo;
      recordServedPort(listening);
      resolve(listening);
    });
  });
}

function shutDown(server: Server): Promise<void> {
  const address = server.address();
  if (address !== null && typeof address === 'object') forgetServedPort(address.port);
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
  // The password worker pool is shared by every emulator in the process; the last one closed stops it.
  const workers = retainPasswordWorkers();
  const stopFollowing = options.onActivity ? followActivity(store, options.onActivity) : () => {};
  const closeAll = async () => {
    stopFollowing();
    await Promise.all(servers.map(shutDown));
    store.close();
    await workers.release();
  };
  try {
    const certificateDir = options.dataDir ? join(options.dataDir, 'tls') : options.certificateCacheDir;
    const tls = await loadOrCreateCertificate(certificateDir);
    if (options.projectName !== undefined) store.newProjectName = options.projectName;
    for (const project of options.projects ?? []) store.defineProject(project);
    store.maxProjects = options.maxProjects ?? DEFAULT_MAX_PROJECTS;
    const controlToken =
      options.controlToken === 'auto' ? randomBytes(24).toString('base64url') : options.controlToken;
    // Known once the HTTPS listener is up; asked for only when a request comes, which is after.
    let backendUrl: string | undefined;
    const app = createApp(store, { controlToken, backendUrl: () => backendUrl });
    const listener = getRequestListener(app.fetch, { errorHandler: answerAdaptorError });
    const http = createHttpServer(listener);
    const https = createHttpsServer({ cert: tls.cert, key: tls.key }, listener);
    for (const server of [http, https]) server.on('clientError', answerParserError);
    servers.push(http, https);
    const httpPort = await listen(http, options.httpPort ?? 0);
    const httpsPort = await listen(https, options.httpsPort ?? 0);
    backendUrl = `https://${HOST}:${httpsPort}`;
    return {
      httpUrl: `http://${HOST}:${httpPort}`,
      httpsUrl: backendUrl,
      spkiHash: tls.spkiHash,
      certificatePem: tls.cert,
      certificatePath: certificateFile(tls.cert, certificateDir),
      ...(controlToken ? { controlToken } : {}),
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
