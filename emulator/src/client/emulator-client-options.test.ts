import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENTSIDE_SERVICES_PATH } from '../one-tap/routes';
import { type RunningEmulator, startEmulator } from '../server';
import { emulatorClientOptions } from './emulator-client-options';

// The options themselves are tested in @foyer/emulator-client; here, that they lead to this emulator.
describe('the options against a running emulator', () => {
  let emulator: RunningEmulator;
  beforeAll(async () => {
    emulator = await startEmulator({ httpPort: 0, httpsPort: 0 });
  });
  afterAll(() => emulator?.close());

  it('reach its SDK API and its clientside-services frame over plain HTTP', async () => {
    const { endpoints } = emulatorClientOptions(emulator.httpUrl);
    expect(endpoints.clientsideServicesIframeURL).toBe(`${emulator.httpUrl}${CLIENTSIDE_SERVICES_PATH}`);
    const bootstrap = await fetch(`${endpoints.testAPIURL}/sdk/v1/projects/bootstrap/public-token-test-opts`);
    expect(bootstrap.status).toBe(200);
    const { data } = (await bootstrap.json()) as { data: { captcha_settings: unknown } };
    expect(data.captcha_settings).toEqual({ enabled: false });
    const frame = await fetch(endpoints.clientsideServicesIframeURL);
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-type')).toContain('text/html');
  });
});
