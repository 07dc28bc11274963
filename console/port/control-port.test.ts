import { createControlClient, type RunningEmulator, startEmulator } from '@foyer/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlPort, PAST_EXPIRY_MS } from './control-port';
import { type ProjectChange, watchProject } from './watch-project';

// The port against a running emulator that asks for a control token, as the testbed's and a
// `--control-token` console's do: every call must carry it.

const MINUTE = 60_000;
let emulator: RunningEmulator;
let tokenCount = 0;
const freshToken = () => `public-token-test-port-${tokenCount++}-${crypto.randomUUID()}`;
const controlOf = (token: string) =>
  createControlClient(emulator.httpUrl, token, { controlToken: emulator.controlToken });

beforeAll(async () => {
  emulator = await startEmulator({ httpPort: 0, httpsPort: 0, controlToken: 'auto' });
});
afterAll(async () => {
  await emulator.close();
});

/** Calls the SDK API as the client library does, for what only the SDK creates (passcodes, links). */
async function sdk(publicToken: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${emulator.httpUrl}/sdk/v1${path}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${publicToken}:${publicToken}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

describe('the control port', () => {
  it('moves the clock just past the latest pending passcode or link expiry, and not at all when none is pending', async () => {
    const token = freshToken();
    const port = controlPort(controlOf(token));
    expect(await port.advanceClockToExpiry()).toEqual({
      clock: expect.objectContaining({ offset_ms: 0 }),
      passedExpiry: null,
    });

    await sdk(token, '/otps/email/login_or_create', { email: 'code@example.com', expiration_minutes: 5 });
    await sdk(token, '/magic_links/email/login_or_create', {
      email: 'link@example.com',
      login_expiration_minutes: 10,
    });
    const { email_tokens } = (await controlOf(token).exportProject()).collections;
    const [linkExpiry = ''] = Object.values(email_tokens).map((link) => link.expires_at);

    const moved = await port.advanceClockToExpiry();
    expect(moved.passedExpiry).toBe(linkExpiry);
    const movedNow = Date.parse(moved.clock.now);
    expect(movedNow).toBeGreaterThan(Date.parse(linkExpiry));
    // Past by the margin, plus only the time the calls took (not another expiry's worth).
    expect(movedNow - Date.parse(linkExpiry)).toBeLessThan(PAST_EXPIRY_MS + MINUTE);

    // Everything has expired now: nothing is pending, so the clock stays where it is.
    const again = await port.advanceClockToExpiry();
    expect(again.passedExpiry).toBeNull();
    expect(again.clock.offset_ms).toBe(moved.clock.offset_ms);
  });

  it('pre-answers with a new account (which the provider then knows), a known one or a cancel', async () => {
    const port = controlPort(controlOf(freshToken()));
    await port.preAnswerOAuth('github', {
      kind: 'new',
      identity: { name: 'Ada', email: 'ada@example.com', emailVerified: true },
    });
    await port.preAnswerOAuth('apple', {
      kind: 'new',
      identity: { name: 'Grace', email: '', emailVerified: true },
    });
    const identities = await port.oauthIdentities();
    const ada = identities.find((identity) => identity.name === 'Ada');
    const grace = identities.find((identity) => identity.name === 'Grace');
    expect(ada).toMatchObject({ provider: 'github', email: 'ada@example.com', email_verified: true });
    // No email, nothing verified.
    expect(grace).toMatchObject({ provider: 'apple', email: '', email_verified: false });

    await port.preAnswerOAuth('google', { kind: 'cancel' });
    await port.preAnswerOAuth('github', { kind: 'known', subject: ada?.provider_subject ?? '' });
    expect(await port.oauthPreAnswers()).toEqual(
      expect.arrayContaining([
        { provider: 'google', answer: { cancel: true } },
        { provider: 'github', answer: { identity: expect.objectContaining({ name: 'Ada' }) } },
      ]),
    );
    await expect(port.preAnswerOAuth('github', { kind: 'known', subject: 'nobody' })).rejects.toThrow(
      'github knows no account nobody',
    );
    await port.clearOAuthPreAnswers();
    expect(await port.oauthPreAnswers()).toEqual([]);
  });

  it("lists the users who granted apps, named by email, else phone, else id, and a user's factors", async () => {
    const control = controlOf(freshToken());
    const port = controlPort(control);
    await port.upsertConnectedApp({
      client_id: 'connected-app-test-demo',
      client_name: 'Demo',
      client_type: 'third_party',
      redirect_uris: ['http://localhost:4000/callback'],
    });
    const ada = await port.seedUser({ email: 'ada@example.com' });
    const phone = await port.seedUser({ phoneNumber: '+15555550100' });
    await port.seedUser({ email: 'nobody@example.com' });
    // Grants come from the identity provider's consent; an import stands in for two consents.
    const project = await control.exportProject();
    for (const user of [ada, phone]) {
      const grantKey = `${user.user_id} connected-app-test-demo`;
      project.collections.connected_app_grants[grantKey] = {
        grant_key: grantKey,
        user_id: user.user_id,
        client_id: 'connected-app-test-demo',
        scopes: ['openid', 'email'],
        granted_at: new Date().toISOString(),
      };
    }
    await control.importProject(project);
    const grants = await port.userGrants();
    expect(grants.map((user) => [user.userId, user.label]).sort()).toEqual(
      [
        [ada.user_id, 'ada@example.com'],
        [phone.user_id, '+15555550100'],
      ].sort(),
    );
    expect((await port.userFactors(ada.user_id)).apps).toEqual([
      expect.objectContaining({ client_id: 'connected-app-test-demo', client_name: 'Demo' }),
    ]);

    await port.revokeUserConnectedApp(ada.user_id, 'connected-app-test-demo');
    expect((await port.userGrants()).map((user) => user.userId)).toEqual([phone.user_id]);
    expect(await port.userFactors(ada.user_id)).toEqual({ passkeys: [], wallets: [], apps: [] });
  });
});

describe("watching a project's changes", () => {
  it('says what changed and which request was answered, not the telemetry the client posts', async () => {
    const token = freshToken();
    const changes: string[] = [];
    let announce = () => {};
    const stop = watchProject(controlOf(token), (change: ProjectChange) => {
      changes.push(change.kind);
      announce();
    });
    const until = (kind: string) =>
      new Promise<void>((resolve) => {
        announce = () => {
          if (changes.includes(kind)) resolve();
        };
        announce();
      });

    await until('ready');
    const telemetry = { event_id: 'event-id-1', app: { identifier: 'localhost' } };
    await sdk(token, '/events', [
      { telemetry, event: { public_token: token, event_name: 'sdk_instance_instantiated', details: {} } },
    ]);
    await controlOf(token).seedUser({ email: 'one@example.com' });
    await until('user_changed');
    await sdk(token, '/magic_links/email/login_or_create', { email: 'one@example.com' });
    await until('message_added');
    expect(changes).toContain('request_logged');
    expect(changes).not.toContain('records_changed');
    stop();
  });
});
