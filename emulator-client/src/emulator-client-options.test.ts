import { describe, expect, it } from 'vitest';
import { emulatorClientOptions } from './emulator-client-options';

describe('emulatorClientOptions', () => {
  it('points the test and live API at the emulator verbatim, and One Tap at its frame', () => {
    expect(emulatorClientOptions('http://localhost:8787')).toEqual({
      endpoints: {
        testAPIURL: 'http://localhost:8787',
        liveAPIURL: 'http://localhost:8787',
        clientsideServicesIframeURL: 'http://localhost:8787/one-tap/clientside-services',
      },
    });
  });

  it('drops a trailing slash, which would double the slash before /sdk/v1', () => {
    expect(emulatorClientOptions('http://127.0.0.1:8787/').endpoints.testAPIURL).toBe(
      'http://127.0.0.1:8787',
    );
  });

  it('keeps the host options it is given beside the endpoints', () => {
    const options = emulatorClientOptions(new URL('https://localhost:8443'), {
      keepSessionAlive: true,
      cookieOptions: { path: '/app' },
    });
    expect(options).toMatchObject({ keepSessionAlive: true, cookieOptions: { path: '/app' } });
    expect(options.endpoints.liveAPIURL).toBe('https://localhost:8443');
  });

  it.each([
    ['localhost:8787', 'must start with http:// or https://, not localhost:'],
    ['ws://localhost:8787', 'must start with http:// or https://, not ws:'],
    ['8787', 'must be a URL such as http://localhost:8787, not "8787"'],
    ['http://localhost:8787/sdk/v1', 'no path, query or fragment (http://localhost:8787)'],
    ['http://localhost:8787?x=1', 'no path, query or fragment'],
    ['http://user:pw@localhost:8787', 'must not carry a user name or password'],
  ])('refuses %s, saying what to pass', (url, message) => {
    expect(() => emulatorClientOptions(url)).toThrow(message);
  });
});
