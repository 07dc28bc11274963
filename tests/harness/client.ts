import * as headless from '@stytch/vanilla-js/headless';

/**
 * A page that holds only the real headless client, pointed at the emulator, for tests that drive
 * the client library directly. The public token comes from `?token=`, so each test has its own project.
 */
const token = new URLSearchParams(location.search).get('token') ?? 'public-token-test-harness';
const client = headless.createStytchClient(token, { customBaseUrl: 'https://api.emulator.test' });

declare global {
  interface Window {
    client: typeof client;
    headless: typeof headless;
  }
}
window.client = client;
window.headless = headless;
