import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { EmulatorStore } from '../emulator-store';
import { CONTROL_BASE, CONTROL_PATHS, fillControlPath } from './control-paths';

describe('the control API’s path table', () => {
  it('is every path the app serves under /control/v1, and nothing it does not serve', () => {
    const served = createApp(EmulatorStore.inMemory())
      .routes.filter((route) => route.method !== 'ALL' && route.path.startsWith(`${CONTROL_BASE}/`))
      .map((route) => route.path.slice(CONTROL_BASE.length));
    expect(new Set(served)).toEqual(new Set(Object.values(CONTROL_PATHS)));
  });

  it('fills each parameter as one encoded path segment', () => {
    expect(
      fillControlPath(CONTROL_PATHS.userConnectedAppRevoke, {
        token: 'public-token-test-1',
        user_id: 'user-test-a/b',
        client_id: 'connected-app-test-?',
      }),
    ).toBe(
      '/projects/public-token-test-1/users/user-test-a%2Fb/connected_apps/connected-app-test-%3F/revoke',
    );
  });
});
