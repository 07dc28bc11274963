// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Cookie, TestbedApi } from '../../preload/api';
import { type Testbed, TestbedContext } from '../app/testbed-context';
import { createTestbedStore, type TestbedState } from '../app/testbed-store';
import { defaultMountSettings } from '../mount/settings';
import type { WidgetController } from '../widget-host/widget-controller';
import { CookiesPanel } from './CookiesPanel';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const EXP = 1_772_359_500;
const JWT = `${encode({ alg: 'RS256', kid: 'jwk-test', typ: 'JWT' })}.${encode({
  sub: 'user-test-1',
  exp: EXP,
  'https://stytch.com/session': { id: 'session-test-1', started_at: '2026-03-01T10:00:00Z' },
})}.c2lnbmF0dXJl`;

function cookie(name: string, value: string): Cookie {
  return {
    name,
    value,
    domain: 'localhost',
    path: '/',
    expires: EXP,
    size: name.length + value.length,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax',
  };
}

function renderWith(cookies: Cookie[]): TestbedState {
  const api = { listCookies: async () => structuredClone(cookies) } as Partial<TestbedApi> as TestbedApi;
  const store = createTestbedStore(defaultMountSettings('public-token-test-cookies'), {
    presets: [],
    lastUsed: null,
    current: null,
  });
  const testbed: Testbed = {
    store,
    api,
    widget: {} as WidgetController,
    applySettings: async () => undefined,
  };
  render(
    <TestbedContext.Provider value={testbed}>
      <CookiesPanel />
    </TestbedContext.Provider>,
  );
  return store;
}

afterEach(cleanup);

describe('the Cookies panel', () => {
  it('shows the selected session JWT in full, its header and claims decoded, times readable by the raw numbers', async () => {
    renderWith([cookie('stytch_session', 'opaque-token'), cookie('stytch_session_jwt', JWT)]);
    fireEvent.click(await screen.findByRole('button', { name: 'stytch_session_jwt' }));
    const detail = screen.getByRole('region', { name: 'Cookie stytch_session_jwt' });
    expect(within(detail).getByText(JWT)).toBeTruthy();
    const decoded = within(detail).getByRole('region', { name: 'Decoded JWT' });
    expect(decoded.textContent).toContain('"kid": "jwk-test"');
    expect(decoded.textContent).toContain('"sub": "user-test-1"');
    const times = within(decoded).getByRole('table', { name: 'Times in the claims' });
    const exp = within(times).getByText('exp').closest('tr') as HTMLElement;
    expect(within(exp).getByText(String(EXP))).toBeTruthy();
    expect(exp.querySelector('time')?.getAttribute('dateTime')).toBe(new Date(EXP * 1000).toISOString());
    expect(within(times).getByText('https://stytch.com/session.started_at')).toBeTruthy();
  });

  it('decodes nothing for a cookie that is not a JWT, but still shows it whole', async () => {
    renderWith([cookie('stytch_session', 'opaque-token')]);
    fireEvent.click(await screen.findByRole('button', { name: 'stytch_session' }));
    const detail = screen.getByRole('region', { name: 'Cookie stytch_session' });
    expect(within(detail).getByText('opaque-token')).toBeTruthy();
    expect(within(detail).queryByRole('region', { name: 'Decoded JWT' })).toBeNull();
  });

  it('shows the old and the new value of a cookie set over another', async () => {
    const store = renderWith([]);
    await screen.findByText('No cookies for this page.');
    act(() => {
      store.cookieChanges.push({
        cookie: cookie('stytch_session', 'second'),
        cause: 'overwrite',
        removed: false,
        at: 5,
        previous: cookie('stytch_session', 'first'),
      });
    });
    const change = (await screen.findByText('(overwrite)')).closest('li') as HTMLElement;
    expect(change.textContent).toContain('stytch_session');
    expect(within(change).getByText('first').previousElementSibling?.textContent).toBe('old');
    expect(within(change).getByText('second').previousElementSibling?.textContent).toBe('new');
  });
});
