import { describe, expect, it } from 'vitest';
import { isAllowedDestination, testbedWindowOrigins } from './navigation-policy';
import { isTestbedFrame } from './sender-check';

const ALLOWED = testbedWindowOrigins({
  testbedOrigin: 'http://localhost:5173',
  demoAppOrigin: 'http://localhost:5180',
});

describe('navigation policy', () => {
  it.each([
    ['http://localhost:5173/?stytch_token_type=magic_links&token=x', true],
    // An OAuth round trip in the window: the provider's start and consent page, then back here.
    ['https://api.emulator.test/v1/public/oauth/google/start?public_token=p', true],
    ['https://api.emulator.test/v1/public/oauth/google/consent', true],
    ['http://localhost:5173/?csp=strict&stytch_token_type=oauth&token=t', true],
    // The demo app's sign-in: to its page, to the testbed's identity-provider page, back to its callback.
    ['http://localhost:5180/sign-in', true],
    ['http://localhost:5173/?client_id=connected-app-test-foyer-demo-app&redirect_uri=x', true],
    ['http://localhost:5180/callback?code=c&state=s', true],
    ['http://localhost:5180/signed-out?state=s', true],
    ['http://127.0.0.1:5180/', false],
    ['https://localhost:5180/', false],
    ['https://accounts.google.com/o/oauth2/v2/auth', false],
    ['http://localhost:5174/', false],
    ['https://mail.google.com/mail/u/0/#search/from%3A%40example.com', false],
    ['https://api.emulator.test.evil.example/', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('%s → %s', (url, allowed) => {
    expect(isAllowedDestination(url, ALLOWED)).toBe(allowed);
  });

  it('allows no demo app origin when the demo app does not run', () => {
    const origins = testbedWindowOrigins({ testbedOrigin: 'http://localhost:5173', demoAppOrigin: null });
    expect(origins).toEqual(['http://localhost:5173', 'https://api.emulator.test']);
    expect(isAllowedDestination('http://localhost:5180/', origins)).toBe(false);
  });
});

describe('sender check', () => {
  it('accepts only the top-level frame on the testbed origin', () => {
    expect(
      isTestbedFrame({ url: 'http://localhost:5173/?csp=off', isTopLevel: true }, 'http://localhost:5173'),
    ).toBe(true);
    expect(
      isTestbedFrame({ url: 'http://localhost:5173/', isTopLevel: false }, 'http://localhost:5173'),
    ).toBe(false);
    expect(isTestbedFrame({ url: 'about:blank', isTopLevel: true }, 'http://localhost:5173')).toBe(false);
    expect(isTestbedFrame(null, 'http://localhost:5173')).toBe(false);
  });
});
