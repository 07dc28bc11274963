import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type ControlClient, createControlClient } from '@foyer/emulator';
import * as oidc from 'openid-client';
import { readOrCreateClientSecret } from './client-secret';
import { type DemoAppEndpoints, demoAppEndpoints } from './endpoints';
import { contentSecurityPolicy } from './html';
import { errorPage } from './pages';
import { prepareDemoProject } from './registration';
import { discoverProvider } from './relying-party';
import { type Provider, route } from './routes';
import { createSessionStore, sessionCookie } from './sessions';
import { answerTestbedLink, TESTBED_PROJECT_PATH } from './testbed-link';

export type DemoAppOptions = {
  /** The emulator's plain-http origin: the issuer is `<it>/v1/public/<public_token>`. */
  emulatorHttpUrl: string;
  emulatorControlToken?: string;
  /** The testbed's page that mounts the widget in identity-provider mode. */
  idpPageUrl: string;
  /** Where the client secret is kept between starts. */
  clientSecretFile: string;
  /**
   * Lets a testbed in another process (Electron's main) name its project over HTTP
   * (testbed-link.ts); leave it out when the testbed runs in this process and calls `followProject`.
   */
  linkToken?: string;
};

export type DemoApp = {
  origin: string;
  endpoints: DemoAppEndpoints;
  /**
   * The testbed's page is on this project (its demo-app capability says so): registers the app's
   * client there, points the project's authorization endpoint at the testbed, and signs in to it
   * from now on.
   */
  followProject(publicToken: string): Promise<void>;
  close(): Promise<void>;
};

const STYLESHEET = join(import.meta.dirname, 'demo-app.css');

/**
 * The demo third-party app on its own localhost port. It follows the project the testbed names
 * through its demo-app capability (none until it names one); the first use of a project registers
 * its client there and discovers the provider.
 */
export async function startDemoApp(options: DemoAppOptions): Promise<DemoApp> {
  const clientSecret = await readOrCreateClientSecret(options.clientSecretFile);
  const stylesheet = await readFile(STYLESHEET, 'utf8');
  const sessions = createSessionStore();
  const idpOrigin = new URL(options.idpPageUrl).origin;
  const csp = contentSecurityPolicy(idpOrigin);
  const control = (publicToken: string): ControlClient =>
    createControlClient(options.emulatorHttpUrl, publicToken, { controlToken: options.emulatorControlToken });

  // Listening first: the origin (a free port) is part of the client's registered URLs.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const endpoints = demoAppEndpoints(origin);
  // Once per project and run: re-registering the client replaces it, which a sign-in in flight
  // for that project does not need to race with.
  const prepared = new Map<string, Promise<void>>();
  const prepareProject = (publicToken: string): Promise<void> => {
    const known = prepared.get(publicToken);
    if (known) return known;
    const preparing = prepareDemoProject(control(publicToken), {
      endpoints,
      clientSecret,
      idpPageUrl: options.idpPageUrl,
    });
    preparing.catch(() => prepared.delete(publicToken));
    prepared.set(publicToken, preparing);
    return preparing;
  };
  let currentPublicToken: string | null = null;
  let latestNamed: string | null = null;
  const followProject = async (publicToken: string): Promise<void> => {
    latestNamed = publicToken;
    await prepareProject(publicToken);
    // Two projects named close together: the later one wins, however their registrations end.
    if (latestNamed === publicToken) currentPublicToken = publicToken;
  };
  const providers = new Map<string, Promise<Provider>>();
  const providerFor = (publicToken: string): Promise<Provider> => {
    const known = providers.get(publicToken);
    if (known) return known;
    const loading = (async () => {
      await prepareProject(publicToken);
      const { project_name: projectName } = await control(publicToken).settings();
      const issuer = `${options.emulatorHttpUrl}/v1/public/${publicToken}`;
      return { config: await discoverProvider(issuer, endpoints.clientId, clientSecret), projectName };
    })();
    // A failed discovery (emulator busy, project reset) is tried again on the next visit.
    loading.catch(() => providers.delete(publicToken));
    providers.set(publicToken, loading);
    return loading;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', endpoints.homeUrl);
    if (url.pathname === TESTBED_PROJECT_PATH) {
      await answerTestbedLink(req, res, { linkToken: options.linkToken ?? null, followProject });
      return;
    }
    const headers: Record<string, string> = {
      'content-security-policy': csp,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    };
    if (req.method === 'GET' && url.pathname === '/demo-app.css') {
      res.writeHead(200, { ...headers, 'content-type': 'text/css; charset=utf-8' }).end(stylesheet);
      return;
    }
    const { id, session, isNew } = sessions.open(req.headers.cookie);
    if (isNew) headers['set-cookie'] = sessionCookie(id);
    const result = await route(
      {
        endpoints,
        currentPublicToken: async () => currentPublicToken,
        providerFor,
        randomState: oidc.randomState,
      },
      { method: req.method ?? 'GET', url },
      session,
    );
    if (!result) {
      res.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    } else if (result.kind === 'redirect') {
      res.writeHead(303, { ...headers, location: result.location }).end();
    } else {
      res
        .writeHead(result.status, { ...headers, 'content-type': 'text/html; charset=utf-8' })
        .end(result.body);
    }
  };

  server.on('request', (req, res) => {
    handle(req, res).catch((error: unknown) => {
      // The routes answer their own failures; this is the last line, and it never shows a stack.
      const body = errorPage({ code: null, message: error instanceof Error ? error.message : String(error) });
      if (!res.headersSent) {
        res.writeHead(500, { 'content-security-policy': csp, 'content-type': 'text/html; charset=utf-8' });
      }
      res.end(body);
    });
  });
  return {
    origin,
    endpoints,
    followProject,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
