import { describe, expect, it, vi } from 'vitest';
import { pushOnlyToTestbedPage } from './testbed-page-push';

const TESTBED = 'http://localhost:5173';
const change = { kind: 'set', cookie: { name: 'stytch_session', value: 'secret' } } as never;

function pushWhileOn(url: string | null) {
  const deliver = vi.fn();
  pushOnlyToTestbedPage({ testbedOrigin: TESTBED, currentUrl: () => url, deliver })('cookieChanged', change);
  return deliver;
}

describe("main's pushes", () => {
  it('reach the testbed page, whatever its path and query', () => {
    expect(pushWhileOn(`${TESTBED}/?csp=off&stytch_token_type=oauth&token=t`)).toHaveBeenCalledWith(
      'cookieChanged',
      change,
    );
  });

  it.each([
    // Pages the navigation policy lets the window show, which must still not hear the testbed.
    'http://localhost:5180/callback?code=c',
    'https://api.emulator.test/v1/public/oauth/google/consent',
    // Pages it never should show, had a navigation slipped through.
    'https://evil.example/',
    'http://127.0.0.1:5173/',
    'about:blank',
    'chrome-error://chromewebdata/',
    null,
  ])('never reach a window showing %s', (url) => {
    expect(pushWhileOn(url)).not.toHaveBeenCalled();
  });
});
