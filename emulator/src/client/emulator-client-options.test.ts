import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENTSIDE_SERVICES_PATH } from '../one-tap/routes';
import { type RunningEmulator, startEmulator } from '../server';
import { emulatorClientOptions } from './emulator-client-options';

describe('emulatorClientOptions', () => {
  it('points the test and live API at the emulator verbatim, and One Tap at its frame', () => {
    expect(emulatorClientOptions('http://localhost:8787')).toEqual({
      endpoints: {
        testAPIURL: 'http://localhost:8787',
        liveAPIURL: 'http://localhost:8787',
        clientsideServicesIframeURL: `http://localhost:8787${CLIENTSIDE_SERVICES_PATH}`,
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

describe('the options against a running emulator', () => {
  let emulator: RunningEmulator;
  beforeAll(async () => {
    emulator = await startEmulator({ httpPort: 0, httpsPort: 0 });
  });
  afterAll(() => emulator?.close());

  it('reach its SDK API and its clientside-services frame over plain HTTP', async () => {
    const { endpoints } = emulatorClientOptions(emulator.httpUrl);
    const bootstrap = await fetch(`${endpoints.testAPIURL}/sdk/v1/projects/bootstrap/public-token-test-opts`);
    expect(bootstrap.status).toBe(200);
    const { data } = (await bootstrap.json()) as { data: { captcha_settings: unknown } };
    expect(data.captcha_settings).toEqual({ enabled: false });
    const frame = await fetch(endpoints.clientsideServicesIframeURL);
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-type')).toContain('text/html');
  });
});
