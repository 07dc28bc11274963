import { describe, expect, it } from 'vitest';
import { type LaunchConfig, launchEnvironment, readLaunchConfig } from './launch-config';

const config: LaunchConfig = {
  testbedUrl: 'http://localhost:41000/',
  emulatorHttpUrl: 'http://127.0.0.1:41001',
  emulatorHttpsUrl: 'https://127.0.0.1:41002',
  emulatorSpkiHash: Buffer.alloc(32, 1).toString('base64'),
  dataDir: '/tmp/testbed',
};

describe('launch config', () => {
  it('survives the trip through the environment', () => {
    expect(readLaunchConfig(launchEnvironment(config))).toEqual(config);
  });

  it('carries the emulator control token when there is one, and leaves it out when not', () => {
    const withToken = { ...config, emulatorControlToken: 'a-control-token' };
    expect(launchEnvironment(withToken).FOYER_EMULATOR_CONTROL_TOKEN).toBe('a-control-token');
    expect(readLaunchConfig(launchEnvironment(withToken))).toEqual(withToken);
    expect(Object.keys(launchEnvironment(config))).not.toContain('FOYER_EMULATOR_CONTROL_TOKEN');
  });

  it('carries the demo app and its link token when npm start runs it', () => {
    const withDemoApp = {
      ...config,
      demoAppUrl: 'http://localhost:41003/',
      demoAppLinkToken: 'a-link-token',
    };
    expect(launchEnvironment(withDemoApp).FOYER_DEMO_APP_LINK_TOKEN).toBe('a-link-token');
    expect(readLaunchConfig(launchEnvironment(withDemoApp))).toEqual(withDemoApp);
  });

  it.each([
    ['a testbed page on an IP origin (WebAuthn refuses it)', { testbedUrl: 'http://127.0.0.1:41000/' }],
    ['a file URL', { testbedUrl: 'file:///tmp/index.html' }],
    ['an emulator HTTPS URL over http', { emulatorHttpsUrl: 'http://127.0.0.1:41002' }],
    ['a pin that is not a SHA-256', { emulatorSpkiHash: 'abc' }],
  ])('refuses %s, naming the variable', (_name, change) => {
    const env = launchEnvironment({ ...config, ...change });
    expect(() => readLaunchConfig(env)).toThrow(/FOYER_/);
  });

  it('says to use npm start when started bare', () => {
    expect(() => readLaunchConfig({})).toThrow(/npm start/);
  });
});
