import { createApp } from '../app';
import { EmulatorStore } from '../emulator-store';
import { type AuthResponse, issueSession } from '../sessions/issue-session';
import type { LoggedRequest } from '../store/request-log';
import { createUserWithEmail } from './test-users';

// biome-ignore lint/suspicious/noExplicitAny: tests read answers by path, and their assertions check the shape.
type AnyJson = any;

export type TestResponse = {
  status: number;
  headers: Headers;
  json: Record<string, AnyJson>;
  /** The emulator's detail of a refusal, as the request log keeps it (the answer leaves it out). */
  detail: string | null;
};

export type SdkCall = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  /** Path after `/sdk/v1`, or a full path starting with `/control/` or `/v1/`. */
  path: string;
  /** An object is sent as JSON; a string is sent as it is. */
  body?: unknown;
  /** The session token for the Basic password; the public token is repeated when absent. */
  sessionToken?: string;
  /** Leave out the Authorization header entirely. */
  anonymous?: boolean;
  headers?: Record<string, string>;
};

/**
 * An in-memory emulator (or one over `store`, say a data dir's) answered through `app.request()` (no
 * sockets), with the headers the real client sends: Basic credentials, JSON content type, and an app
 * origin (control calls: JSON only).
 */
export function sdkTestClient(
  publicToken = `public-token-test-${crypto.randomUUID()}`,
  store = EmulatorStore.inMemory(),
) {
  const app = createApp(store);

  async function call({ method = 'POST', path, body, sessionToken, anonymous, headers }: SdkCall) {
    const isControl = path.startsWith('/control/');
    const url = isControl || path.startsWith('/v1/') ? path : `/sdk/v1${path}`;
    const credentials = Buffer.from(`${publicToken}:${sessionToken ?? publicToken}`).toString('base64');
    // Control calls come from local tools, which send no Origin and no SDK credentials.
    const asClient = isControl
      ? {}
      : {
          origin: 'http://localhost:3000',
          ...(anonymous ? {} : { authorization: `Basic ${credentials}` }),
        };
    let logged: LoggedRequest | undefined;
    const stopListening = store.requestLog.subscribe((token, request) => {
      if (token === publicToken) logged = request;
    });
    let response: Response;
    try {
      response = await app.request(url, {
        method,
        headers: { 'content-type': 'application/json', ...asClient, ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
    } finally {
      stopListening();
    }
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      json: text ? JSON.parse(text) : {},
      detail: logged?.detail ?? null,
    } as TestResponse;
  }

  /** Creates a user with this email and logs it in, as a magic link would. */
  async function login(email = 'ada@example.com', minutes = 60): Promise<AuthResponse> {
    const project = store.project(publicToken);
    const user = createUserWithEmail(project, email, true);
    const email0 = user.emails[0]!;
    return issueSession(
      project,
      user,
      {
        type: 'magic_link',
        delivery_method: 'email',
        email_factor: { email_id: email0.email_id, email_address: email0.email },
      },
      minutes,
    );
  }

  return { store, app, publicToken, call, login, project: () => store.project(publicToken) };
}
