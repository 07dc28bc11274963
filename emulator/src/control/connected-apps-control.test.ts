import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EmulatorStore } from '../emulator-store';
import { type RunningEmulator, serveStore } from '../server';
import {
  connectPublicApp,
  logIn,
  RP_REDIRECT_URI,
  registerPublicApp,
} from '../test-support/connected-app-flows';
import { ControlApiError, type ControlClient, createControlClient } from './client';

let emulator: RunningEmulator;
let control: ControlClient;

beforeEach(async () => {
  emulator = await serveStore(EmulatorStore.inMemory());
  control = createControlClient(emulator.httpUrl, `public-token-test-${crypto.randomUUID()}`);
});
afterEach(async () => {
  await emulator.close();
});

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ControlApiError);
  return (error as ControlApiError).envelope;
}

const demo = { client_name: 'Demo', redirect_uris: [RP_REDIRECT_URI] };

describe('connected apps through the control API', () => {
  it('creates a confidential client with a secret answered once, and lists it without', async () => {
    const created = await control.upsertConnectedApp({ ...demo, client_type: 'third_party' });
    expect(created.client_id).toMatch(/^connected-app-test-/);
    expect(created.client_secret).toEqual(expect.any(String));
    const [listed] = await control.connectedApps();
    expect(listed).toEqual({
      client_id: created.client_id,
      client_name: 'Demo',
      client_description: '',
      client_logo_url: null,
      client_type: 'third_party',
      redirect_uris: [RP_REDIRECT_URI],
      post_logout_redirect_uris: [],
      allowed_custom_scopes: [],
      created_at: created.created_at,
    });
    expect(JSON.stringify(await control.exportProject())).not.toContain(created.client_secret);
  });

  it('replaces the client with the same id, keeping its creation time; a public one has no secret', async () => {
    const first = await control.upsertConnectedApp({
      ...demo,
      client_id: 'demo',
      client_type: 'third_party',
    });
    await control.advanceClock(60_000);
    const second = await control.upsertConnectedApp({
      ...demo,
      client_id: 'demo',
      client_type: 'third_party_public',
      client_name: 'Renamed',
    });
    expect(second).toMatchObject({
      client_name: 'Renamed',
      created_at: first.created_at,
      client_secret: null,
    });
    expect(await control.connectedApps()).toHaveLength(1);
  });

  it('refuses a secret for a public client, a relative redirect URI and a custom scope the policy lacks', async () => {
    const secret = await refusal(
      control.upsertConnectedApp({
        ...demo,
        client_type: 'third_party_public',
        client_secret: 'x'.repeat(20),
      }),
    );
    expect(secret.error_message).toContain('client_secret');
    await refusal(
      control.upsertConnectedApp({ ...demo, client_type: 'third_party', redirect_uris: ['/callback'] }),
    );
    const scope = await refusal(
      control.upsertConnectedApp({
        ...demo,
        client_type: 'third_party',
        allowed_custom_scopes: ['read:notes'],
      }),
    );
    expect(scope.error_type).toBe('invalid_connected_app_scopes');
  });

  it("deletes a client with every user's grant and token to it", async () => {
    const { sessionToken, userId } = await logIn(emulator.httpUrl, control, 'ada@example.com');
    await registerPublicApp(control, 'demo');
    await connectPublicApp(emulator.httpUrl, control, sessionToken, 'demo');
    await control.deleteConnectedApp('demo');
    expect(await control.userConnectedApps(userId)).toEqual([]);
    const { collections } = await control.exportProject();
    expect([collections.access_tokens, collections.refresh_tokens, collections.authorization_codes]).toEqual([
      {},
      {},
      {},
    ]);
    expect((await refusal(control.deleteConnectedApp('demo'))).error_type).toBe('connected_app_not_found');
  });

  it('takes an http(s) idp_authorization_url, or null', async () => {
    const page = 'http://localhost:4000/idp.html';
    expect((await control.updateSettings({ idp_authorization_url: page })).idp_authorization_url).toBe(page);
    expect((await control.updateSettings({ idp_authorization_url: null })).idp_authorization_url).toBeNull();
    await refusal(control.updateSettings({ idp_authorization_url: 'javascript:alert(1)' }));
  });
});
