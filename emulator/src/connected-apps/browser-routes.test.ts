import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ControlClient, createControlClient } from '../control/client';
import { EmulatorStore } from '../emulator-store';
import { type RunningEmulator, serveStore } from '../server';
import { connectPublicApp, logIn, postForm, RP_REDIRECT_URI } from '../test-support/connected-app-flows';
import { postSdk } from '../test-support/sdk-over-http';

let emulator: RunningEmulator;
let control: ControlClient;
let sessionToken: string;

const THIRD_PARTY = 'connected-app-test-third';

beforeEach(async () => {
  emulator = await serveStore(EmulatorStore.inMemory());
  control = createControlClient(emulator.httpUrl, `public-token-test-${crypto.randomUUID()}`);
  await control.upsertConnectedApp({
    client_id: THIRD_PARTY,
    client_name: 'Notes Viewer',
    client_type: 'third_party_public',
    redirect_uris: [RP_REDIRECT_URI],
  });
  ({ sessionToken } = await logIn(emulator.httpUrl, control, 'ada@example.com'));
});
afterEach(async () => {
  await emulator.close();
});

describe("the user's connected apps", () => {
  async function listed() {
    const response = await fetch(`${emulator.httpUrl}/sdk/v1/users/connected_apps`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${control.publicToken}:${sessionToken}`).toString('base64')}`,
        'content-type': 'application/json',
      },
    });
    return ((await response.json()) as { data: { connected_apps: unknown[] } }).data.connected_apps;
  }

  it('lists each app granted with its scopes, and revoking one stops its tokens', async () => {
    const tokens = await connectPublicApp(emulator.httpUrl, control, sessionToken, THIRD_PARTY);
    expect(await listed()).toEqual([
      {
        connected_app_id: THIRD_PARTY,
        name: 'Notes Viewer',
        description: '',
        client_type: 'third_party_public',
        scopes_granted: 'openid email offline_access',
      },
    ]);
    const revoke = `/users/connected_apps/${THIRD_PARTY}/revoke`;
    expect((await postSdk(emulator.httpUrl, control, revoke, {}, sessionToken)).status).toBe(200);
    expect(await listed()).toEqual([]);
    const refreshed = await postForm(emulator.httpUrl, control, '/oauth2/token', {
      grant_type: 'refresh_token',
      refresh_token: tokens.json.refresh_token,
      client_id: THIRD_PARTY,
    });
    expect([refreshed.status, refreshed.json.error]).toEqual([400, 'invalid_grant']);
    const again = await postSdk(emulator.httpUrl, control, revoke, {}, sessionToken);
    expect([again.status, again.json.error_type]).toEqual([404, 'connected_app_not_found']);
  });

  it('are listed and revoked through the control API too', async () => {
    const { userId } = await logIn(emulator.httpUrl, control, 'bob@example.com');
    await connectPublicApp(emulator.httpUrl, control, sessionToken, THIRD_PARTY);
    const [ada] = (await control.users()).filter((user) => user.emails[0]?.email === 'ada@example.com');
    expect(await control.userConnectedApps(userId)).toEqual([]);
    expect(await control.userConnectedApps(ada!.user_id)).toMatchObject([
      { client_id: THIRD_PARTY, scopes: ['openid', 'email', 'offline_access'] },
    ]);
    await control.revokeUserConnectedApp(ada!.user_id, THIRD_PARTY);
    expect(await control.userConnectedApps(ada!.user_id)).toEqual([]);
    expect((await control.exportProject()).collections.refresh_tokens).toEqual({});
  });
});
