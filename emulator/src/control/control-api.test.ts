import { generateKeyPairSync } from 'node:crypto';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EmulatorStore } from '../emulator-store';
import { addMessage } from '../messages/inbox';
import { verifyPassword } from '../passwords/password-hash';
import { type RunningEmulator, serveStore } from '../server';
import { issueSession } from '../sessions/issue-session';
import { createUserWithEmail } from '../test-support/test-users';
import { ControlApiError, type ControlClient, createControlClient } from './client';

let emulator: RunningEmulator;
const store = EmulatorStore.inMemory();

beforeAll(async () => {
  emulator = await serveStore(store);
});
afterAll(async () => {
  await emulator.close();
});

function newProject(): { control: ControlClient; token: string } {
  const token = `public-token-test-${crypto.randomUUID()}`;
  return { control: createControlClient(emulator.httpUrl, token), token };
}

/** Calls the SDK API over HTTP as the real client would. */
async function sdk(token: string, path: string, body: unknown = {}, sessionToken = token) {
  const response = await fetch(`${emulator.httpUrl}/sdk/v1${path}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${token}:${sessionToken}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** Posts a fault as the control API's wire format has it, including shapes the typed client does not send. */
async function postFault(token: string, body: Record<string, unknown>) {
  const response = await fetch(`${emulator.httpUrl}/control/v1/projects/${token}/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the answer is read by path; the assertions check it.
  return { status: response.status, json: (await response.json()) as any };
}

async function rejection(promise: Promise<unknown>): Promise<ControlApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ControlApiError);
  return error as ControlApiError;
}

describe('seeding and listing users', () => {
  it('seeds a user with verified factors and a hashed password', async () => {
    const { control } = newProject();
    const user = await control.seedUser({
      email: 'Ada@Example.com',
      phoneNumber: '+15555550100',
      password: 'correct horse battery staple',
      name: { first_name: 'Ada' },
    });
    expect(user).toMatchObject({
      status: 'active',
      name: { first_name: 'Ada', middle_name: '', last_name: '' },
      emails: [{ email: 'ada@example.com', verified: true }],
      phone_numbers: [{ phone_number: '+15555550100', verified: true }],
      password: { requires_reset: false },
    });
    expect(await control.users()).toEqual([user]);
    expect(await control.user(user.user_id)).toEqual(user);
    const exported = await control.exportProject();
    const hash = exported.collections.password_hashes[user.user_id]!.hash;
    expect(hash).not.toContain('correct horse');
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
  });

  it('marks a password that must be reset', async () => {
    const { control } = newProject();
    const user = await control.seedUser({
      email: 'r@example.com',
      password: 'x',
      passwordRequiresReset: true,
    });
    expect(user.password?.requires_reset).toBe(true);
  });

  it('is what users/search sees', async () => {
    const { control, token } = newProject();
    await control.seedUser({ email: 'pw@example.com', password: 'secret-secret' });
    const { json } = await sdk(token, '/users/search', { email: 'pw@example.com' });
    expect(json.data).toMatchObject({ userType: 'password' });
  });

  it('refuses a duplicate email or phone number with 400, a user with neither, and a malformed phone number', async () => {
    const { control } = newProject();
    await control.seedUser({ email: 'dup@example.com', phoneNumber: '+15555550188' });
    expect((await rejection(control.seedUser({ email: 'dup@example.com' }))).envelope).toMatchObject({
      status_code: 400,
      error_type: 'duplicate_email',
    });
    expect((await rejection(control.seedUser({ phoneNumber: '+15555550188' }))).envelope).toMatchObject({
      status_code: 400,
      error_type: 'duplicate_phone_number',
    });
    expect(await control.users()).toHaveLength(1);
    expect((await rejection(control.seedUser({}))).envelope.status_code).toBe(400);
    expect((await rejection(control.seedUser({ phoneNumber: '555' }))).envelope.error_message).toMatch(
      /^phone_number: /,
    );
  });

  it('takes the emails a send takes, and refuses the ones it refuses', async () => {
    const { control } = newProject();
    const user = await control.seedUser({ email: 'Tag!Me@Example.com' });
    expect(user.emails[0]?.email).toBe('tag!me@example.com');
    const refused = await rejection(control.seedUser({ email: 'a@b.c' }));
    expect(refused.envelope.error_message).toMatch(/^email: expected an email address/);
  });

  it('deletes a user with its sessions', async () => {
    const { control } = newProject();
    const user = await control.seedUser({ email: 'gone@example.com' });
    await control.deleteUser(user.user_id);
    expect(await control.users()).toEqual([]);
    expect((await rejection(control.deleteUser(user.user_id))).envelope.error_type).toBe('user_not_found');
  });
});

describe('the inbox', () => {
  it('lists messages newest first, filtered by destination and channel', async () => {
    const { control, token } = newProject();
    const { project } = storeOf(token);
    addMessage(project, {
      kind: 'login_link',
      channel: 'email',
      to: 'a@example.com',
      subject: 'First',
      text: 'one',
      link: 'http://x/1',
    });
    addMessage(project, {
      kind: 'passcode',
      channel: 'sms',
      to: '+15555550100',
      text: 'Your code is 123456',
      code: '123456',
    });
    addMessage(project, {
      kind: 'login_link',
      channel: 'email',
      to: 'a@example.com',
      subject: 'Second',
      text: 'two',
    });
    expect((await control.messages()).map((m) => m.text)).toEqual(['two', 'Your code is 123456', 'one']);
    expect((await control.messages({ to: 'A@example.com' })).map((m) => m.subject)).toEqual([
      'Second',
      'First',
    ]);
    expect(await control.messages({ channel: 'sms' })).toEqual([
      expect.objectContaining({ code: '123456', subject: null, link: null, message_id: expect.any(String) }),
    ]);
    await control.clearMessages();
    expect(await control.messages()).toEqual([]);
  });

  it('waits for the latest message to a destination until it arrives', async () => {
    const { control, token } = newProject();
    const { project } = storeOf(token);
    const waiting = control.latestMessage({ to: 'late@example.com', timeoutMs: 5_000 });
    setTimeout(
      () =>
        addMessage(project, {
          kind: 'login_link',
          channel: 'email',
          to: 'late@example.com',
          subject: 'Late',
          text: 'here now',
        }),
      100,
    );
    expect(await waiting).toMatchObject({ to: 'late@example.com', text: 'here now' });
  });

  it('finds messages by words of their subject, waiting for the one that has them', async () => {
    const { control, token } = newProject();
    const { project } = storeOf(token);
    const email = { kind: 'login_link', channel: 'email', to: 'ada@example.com' } as const;
    addMessage(project, { ...email, subject: 'Your login request to Emulator', text: 'login' });
    const waiting = control.latestMessage({ to: 'ada@example.com', subject: 'RESET your', timeoutMs: 5_000 });
    setTimeout(() => {
      addMessage(project, { ...email, subject: 'Your login request to Emulator', text: 'another login' });
      addMessage(project, { ...email, subject: 'Reset your Emulator password', text: 'reset' });
    }, 100);
    expect(await waiting).toMatchObject({ text: 'reset', from: { address: 'login@stytchtest.com' } });
    expect((await control.messages({ subject: 'login request' })).map((m) => m.text)).toEqual([
      'another login',
      'login',
    ]);
    expect(await control.messages({ channel: 'email', subject: 'nothing like it' })).toEqual([]);
  });

  it('answers message_not_found when nothing arrives in time', async () => {
    const { control } = newProject();
    const started = Date.now();
    const error = await rejection(control.latestMessage({ to: 'nobody@example.com', timeoutMs: 200 }));
    expect(error.envelope).toMatchObject({ status_code: 404, error_type: 'message_not_found' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });
});

describe("a project's credentials", () => {
  it("name the emulator's HTTPS address beside the project id and secret, for the backend SDK's base URL", async () => {
    const { control, token } = newProject();
    const credentials = await control.credentials();
    expect(credentials).toMatchObject({ public_token: token, base_url: emulator.httpsUrl });
    expect(credentials.project_id).toMatch(/^project-test-/);
    expect(credentials.secret).toEqual(expect.any(String));
  });
});

describe('project settings', () => {
  it('starts from the defaults and applies partial updates', async () => {
    const { control, token } = newProject();
    expect(await control.settings()).toMatchObject({ project_name: 'Emulator', otp_expiration_minutes: 5 });
    const updated = await control.updateSettings({
      project_name: 'Acme',
      password_policy: { policy: 'luds', min_length: 12, min_complexity: 4 },
      pkce_required_for_oauth: true,
    });
    expect(updated).toMatchObject({
      project_name: 'Acme',
      pkce_required_for_oauth: true,
      disable_sdk_watermark: true,
    });
    const bootstrap = await fetch(`${emulator.httpUrl}/sdk/v1/projects/bootstrap/${token}`);
    expect(((await bootstrap.json()) as { data: unknown }).data).toMatchObject({
      project_name: 'Acme',
      password_config: { luds_complexity: 4, luds_minimum_count: 12 },
    });
  });

  it('refuses unknown keys and invalid values', async () => {
    const { control } = newProject();
    const unknownKey = { project_nmae: 'typo' } as unknown as Parameters<ControlClient['updateSettings']>[0];
    expect((await rejection(control.updateSettings(unknownKey))).envelope.status_code).toBe(400);
    const badPolicy = await rejection(
      control.updateSettings({ password_policy: { policy: 'luds', min_length: 0, min_complexity: 2 } }),
    );
    expect(badPolicy.envelope.error_message).toMatch(/^password_policy\.min_length: /);
  });

  it('allows redirects on loopback addresses by default, and takes a new redirect_urls list', async () => {
    const { control, token } = newProject();
    expect((await control.settings()).redirect_urls).toEqual(['http://localhost:*/', 'http://127.0.0.1:*/']);
    const send = () =>
      sdk(token, '/magic_links/email/login_or_create', {
        email: 'r@example.com',
        login_magic_link_url: 'https://app.test/auth',
        signup_magic_link_url: 'https://app.test/auth',
      });
    expect((await send()).json.error_type).toBe('no_match_for_provided_magic_link_url');

    const updated = await control.updateSettings({
      redirect_urls: ['https://app.test/', 'http://localhost:*/'],
    });
    expect(updated.redirect_urls).toEqual(['https://app.test/', 'http://localhost:*/']);
    expect((await send()).status).toBe(200);
  });

  it('refuses a redirect_urls entry that does not parse, naming it', async () => {
    const { control } = newProject();
    const hostPattern = await rejection(control.updateSettings({ redirect_urls: ['http://*.app.test/'] }));
    expect(hostPattern.envelope).toMatchObject({ status_code: 400, error_type: 'bad_request' });
    expect(hostPattern.envelope.error_message).toBe(
      'redirect_urls.0: http://*.app.test/ only the port may be *, not the host',
    );
    const relative = await rejection(
      control.updateSettings({ redirect_urls: ['http://localhost:*/', '/callback'] }),
    );
    expect(relative.envelope.error_message).toMatch(/^redirect_urls\.1: \/callback must be an absolute/);
    expect((await control.settings()).redirect_urls).toEqual(['http://localhost:*/', 'http://127.0.0.1:*/']);
  });

  it('refuses a token that is not a public token', async () => {
    const control = createControlClient(emulator.httpUrl, 'secret-test-123');
    expect((await rejection(control.settings())).envelope.error_type).toBe('unauthorized_credentials');
  });
});

describe('faults', () => {
  it('fails the next N calls to an endpoint with the given error, then lets calls through', async () => {
    const { control, token } = newProject();
    await control.injectFault({
      endpoint: '/users/search',
      count: 2,
      errorType: 'too_many_requests',
      status: 429,
    });
    const first = await sdk(token, '/users/search', { email: 'a@example.com' });
    expect(first.status).toBe(429);
    expect(first.json).toMatchObject({ status_code: 429, error_type: 'too_many_requests' });
    expect((await control.faults())[0]?.remaining).toBe(1);
    expect((await sdk(token, '/users/search', { email: 'a@example.com' })).status).toBe(429);
    expect((await sdk(token, '/users/search', { email: 'a@example.com' })).status).toBe(200);
    expect(await control.faults()).toEqual([]);
  });

  it('delays calls by the given latency', async () => {
    const { control, token } = newProject();
    await control.injectFault({ endpoint: 'sdk/v1/users/search/', latencyMs: 300 });
    const started = Date.now();
    expect((await sdk(token, '/users/search', { email: 'a@example.com' })).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('leaves other endpoints and other projects alone, and can be cleared', async () => {
    const { control, token } = newProject();
    const other = newProject();
    await control.injectFault({ endpoint: '/users/search', errorType: 'internal_server_error', status: 500 });
    expect((await sdk(other.token, '/users/search', { email: 'a@example.com' })).status).toBe(200);
    expect((await sdk(token, '/sessions/authenticate')).json.error_type).toBe('session_not_found');
    await control.clearFaults();
    expect((await sdk(token, '/users/search', { email: 'a@example.com' })).status).toBe(200);
  });

  it("answers with the table's status for the error_type when the fault names no status", async () => {
    const { control, token } = newProject();
    const created = await postFault(token, {
      endpoint: '/users/search',
      error_type: 'user_lock_limit_reached',
    });
    expect(created.status).toBe(201);
    expect(created.json.data.fault.error).toEqual({ error_type: 'user_lock_limit_reached', status: 429 });
    const failed = await sdk(token, '/users/search', { email: 'a@example.com' });
    expect(failed.status).toBe(429);
    expect(failed.json).toMatchObject({ status_code: 429, error_type: 'user_lock_limit_reached' });
    expect(await control.faults()).toEqual([]);
  });

  it('refuses an error_type the provider does not send, and a status other than the one it gives the type', async () => {
    const { control, token } = newProject();
    // Forced past the client's types, as a script without them would send them.
    const unknown = await rejection(
      control.injectFault({
        endpoint: '/users/search',
        errorType: 'service_unavailable' as never,
        status: 503,
      }),
    );
    expect(unknown.envelope).toMatchObject({ status_code: 400, error_type: 'bad_request' });
    expect(unknown.envelope.error_message).toMatch(/^error_type: .*errors the provider sends/);
    const emulatorOnly = await rejection(
      control.injectFault({ endpoint: '/users/search', errorType: 'request_timeout' as never, status: 408 }),
    );
    expect(emulatorOnly.envelope.status_code).toBe(400);
    const otherStatus = await rejection(
      control.injectFault({ endpoint: '/users/search', errorType: 'too_many_requests', status: 503 }),
    );
    expect(otherStatus.envelope).toMatchObject({ status_code: 400, error_type: 'bad_request' });
    expect(otherStatus.envelope.error_message).toMatch(/^status: .*another status/);
    expect(await control.faults()).toEqual([]);
    expect((await sdk(token, '/users/search', { email: 'a@example.com' })).status).toBe(200);
  });

  it('refuses a fault with neither an error nor latency, or a status without an error type', async () => {
    const { control } = newProject();
    const noEffect = { endpoint: '/x', latencyMs: 0 };
    expect((await rejection(control.injectFault(noEffect))).envelope.status_code).toBe(400);
    const half = { endpoint: '/x', status: 500 } as unknown as Parameters<ControlClient['injectFault']>[0];
    expect((await rejection(control.injectFault(half))).envelope.status_code).toBe(400);
  });
});

describe('sessions, events, reset', () => {
  it('lists live sessions with their tokens, and reset forgets users and sessions', async () => {
    const { control, token } = newProject();
    const { project, login } = storeOf(token);
    const auth = await login('s@example.com');
    expect(await control.sessions()).toEqual([
      expect.objectContaining({ session_id: auth.session.session_id, session_token: auth.session_token }),
    ]);
    addMessage(project, {
      kind: 'login_link',
      channel: 'email',
      to: 's@example.com',
      subject: 'Hello',
      text: 'hello',
    });
    await control.updateSettings({ project_name: 'Kept' });
    await control.resetProject();
    expect(await control.users()).toEqual([]);
    expect(await control.sessions()).toEqual([]);
    expect(await control.messages()).toEqual([]);
    expect((await control.settings()).project_name).toBe('Kept');
    expect((await sdk(token, '/sessions/authenticate', {}, auth.session_token)).status).toBe(404);
  });

  it('lists the telemetry events the client posted, newest first', async () => {
    const { control, token } = newProject();
    const post = (event_name: string) =>
      fetch(`${emulator.httpUrl}/sdk/v1/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([{ telemetry: {}, event: { public_token: token, event_name, details: {} } }]),
      });
    await post('first');
    await post('second');
    expect((await control.events()).map((e) => e.event_name)).toEqual(['second', 'first']);
  });
});

describe('export and import', () => {
  it('copies a project, users, sessions and settings included, into another token', async () => {
    const source = newProject();
    await source.control.seedUser({ email: 'copy@example.com', password: 'pw-pw-pw-pw' });
    await source.control.updateSettings({ project_name: 'Copied' });
    const exported = await source.control.exportProject();
    const target = newProject();
    await target.control.importProject(exported);
    expect((await target.control.users()).map((u) => u.emails[0]?.email)).toEqual(['copy@example.com']);
    expect((await target.control.settings()).project_name).toBe('Copied');
    expect((await target.control.exportProject()).public_token).toBe(target.token);
  });

  it('carries redirect_urls over, and gives an export from before them the default list', async () => {
    const source = newProject();
    await source.control.updateSettings({ redirect_urls: ['https://app.test/auth'] });
    const exported = await source.control.exportProject();
    const copy = newProject();
    await copy.control.importProject(exported);
    expect((await copy.control.settings()).redirect_urls).toEqual(['https://app.test/auth']);

    const { redirect_urls: _added, ...olderSettings } = exported.settings;
    const older = { ...exported, settings: olderSettings } as typeof exported;
    const upgraded = newProject();
    await upgraded.control.importProject(older);
    expect((await upgraded.control.settings()).redirect_urls).toEqual([
      'http://localhost:*/',
      'http://127.0.0.1:*/',
    ]);
  });

  it('refuses an import that is not a project export', async () => {
    const { control } = newProject();
    const garbage = { project_id: 'x' } as unknown as Parameters<ControlClient['importProject']>[0];
    expect((await rejection(control.importProject(garbage))).envelope.status_code).toBe(400);
  });

  it('refuses an import whose users lack fields the routes read', async () => {
    const source = newProject();
    const user = await source.control.seedUser({ email: 'broken@example.com' });
    const exported = await source.control.exportProject();
    const { emails: _dropped, ...broken } = user;
    const tampered = {
      ...exported,
      collections: { ...exported.collections, users: { [user.user_id]: broken } },
    } as unknown as Parameters<ControlClient['importProject']>[0];
    const error = await rejection(newProject().control.importProject(tampered));
    expect(error.envelope.error_message).toMatch(/^collections\.users\..*\.emails: /);
  });
});

describe('import checks across records', () => {
  type Export = Parameters<ControlClient['importProject']>[0];

  async function exportWithSession() {
    const source = newProject();
    await source.control.seedUser({ email: 'cross@example.com', password: 'pw-pw-pw-pw' });
    await sdk(source.token, '/passwords/authenticate', {
      email: 'cross@example.com',
      password: 'pw-pw-pw-pw',
      session_duration_minutes: 60,
    });
    return source.control.exportProject();
  }

  async function importError(tampered: unknown): Promise<string> {
    const error = await rejection(newProject().control.importProject(tampered as Export));
    expect(error.envelope.status_code).toBe(400);
    return error.envelope.error_message;
  }

  it('refuses a session whose user the import lacks', async () => {
    const exported = await exportWithSession();
    const tampered = { ...exported, collections: { ...exported.collections, users: {} } };
    expect(await importError(tampered)).toMatch(/^collections\.sessions\..*\.user_id: belongs to user user-/);
  });

  it('refuses a record stored under a key that is not its id', async () => {
    const exported = await exportWithSession();
    const [user] = Object.values(exported.collections.users);
    const tampered = { ...exported, collections: { ...exported.collections, users: { other: user } } };
    expect(await importError(tampered)).toMatch(
      /^collections\.users\.other\.user_id: the record is stored under other/,
    );
  });

  it('refuses a fault whose status is not an error status', async () => {
    const exported = await exportWithSession();
    const fault = {
      fault_id: 'f',
      endpoint: '/users/me',
      remaining: 1,
      latency_ms: 0,
      error: { error_type: 'x', status: 200 },
    };
    const tampered = { ...exported, collections: { ...exported.collections, faults: { f: fault } } };
    expect(await importError(tampered)).toMatch(/^collections\.faults\.f\.error\.status: /);
  });

  it('refuses a signing key that does not sign, or whose certificate holds another key', async () => {
    const exported = await exportWithSession();
    const key = exported.signing_key;
    if (!key) throw new Error('the session made the project sign');
    const another = (await exportWithSession()).signing_key;
    const private_jwk = { ...key.private_jwk, n: another?.private_jwk.n };
    const notSigning = { ...exported, signing_key: { ...key, private_jwk } };
    expect(await importError(notSigning)).toMatch(/^signing_key: not a usable RSA private key/);

    const misCertified = { ...exported, signing_key: { ...key, certificate: another?.certificate } };
    expect(await importError(misCertified)).toMatch(/^signing_key: a certificate that does not hold the key/);
  });

  it('imports an older emulator’s export holding an EC key: the project then signs with a new RSA key', async () => {
    const exported = await exportWithSession();
    const ecKey = {
      kid: 'jwk-test-older',
      private_jwk: generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }),
    };
    const target = newProject();
    await target.control.importProject({ ...exported, signing_key: ecKey } as unknown as Export);
    expect((await target.control.exportProject()).signing_key).toBeNull();

    const signedIn = await sdk(target.token, '/passwords/authenticate', {
      email: 'cross@example.com',
      password: 'pw-pw-pw-pw',
      session_duration_minutes: 60,
    });
    const { signing_key } = await target.control.exportProject();
    expect(signing_key?.private_jwk.kty).toBe('RSA');
    const { session_jwt } = signedIn.json.data as { session_jwt: string };
    expect(decodeProtectedHeader(session_jwt)).toMatchObject({
      alg: 'RS256',
      kid: signing_key?.kid,
    });
  });
});

describe('the live stream', () => {
  it('announces what changed as Server-Sent Events: a message added, a user, the settings', async () => {
    const { control, token } = newProject();
    const abort = new AbortController();
    const response = await fetch(control.streamUrl, { signal: abort.signal });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    const readUntil = async (text: string) => {
      while (!received.includes(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before "${text}"`);
        received += value;
      }
    };
    await readUntil('event: ready');
    await control.seedUser({ email: 'live@example.com' });
    addMessage(storeOf(token).project, {
      kind: 'login_link',
      channel: 'email',
      to: 'live@example.com',
      subject: 'Streamed',
      text: 'streamed',
    });
    await control.updateSettings({ project_name: 'Live' });
    await readUntil('event: settings_changed');
    expect(received).toMatch(
      /event: user_changed\ndata: \{"kind":"user_changed","user_id":"user-test-[^"]+","user":\{.*"live@example.com".*"is_locked":false/,
    );
    expect(received).toMatch(
      /event: message_added\ndata: \{"kind":"message_added","message":\{.*"streamed".*"used_tokens":\{\},"code_used_at":null/,
    );
    expect(received).toContain('data: {"kind":"settings_changed","settings":{');
    abort.abort();
  });

  it('lets go of its subscriber and its store listener when the caller hangs up', async () => {
    const { control } = newProject();
    const unsubscribed = vi.fn();
    const subscribeToStore = store.subscribe.bind(store);
    const subscribe = vi.spyOn(store, 'subscribe').mockImplementation((listener) => {
      const unsubscribe = subscribeToStore(listener);
      return () => {
        unsubscribed();
        unsubscribe();
      };
    });
    const removeListener = vi.spyOn(store.closed, 'removeEventListener');
    const abort = new AbortController();
    const response = await fetch(control.streamUrl, { signal: abort.signal });
    await response.body!.getReader().read();
    await vi.waitFor(() => expect(subscribe).toHaveBeenCalledTimes(1));
    abort.abort();
    await vi.waitFor(() => expect(unsubscribed).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(removeListener).toHaveBeenCalledWith('abort', expect.any(Function)));
    subscribe.mockRestore();
    removeListener.mockRestore();
  });
});

/** Direct access to the served store, for the writes only the login routes make. */
function storeOf(token: string) {
  const project = store.project(token);
  return {
    project,
    async login(email: string) {
      const user = createUserWithEmail(project, email, true);
      const email0 = user.emails[0]!;
      return issueSession(
        project,
        user,
        {
          type: 'otp',
          delivery_method: 'email',
          email_factor: { email_id: email0.email_id, email_address: email0.email },
        },
        60,
      );
    },
  };
}
