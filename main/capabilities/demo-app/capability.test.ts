import { describe, expect, it } from 'vitest';
import type { CapabilityDeps } from '../capability';
import { demoAppCapability } from './capability';

const endpoints = {
  clientId: 'connected-app-test-foyer-demo-app',
  homeUrl: 'http://localhost:7000/',
  redirectUri: 'http://localhost:7000/callback',
  postLogoutRedirectUri: 'http://localhost:7000/signed-out',
};

function start(demoApp: CapabilityDeps['demoApp']) {
  const deps = { demoApp, log: () => undefined } as Partial<CapabilityDeps> as CapabilityDeps;
  return demoAppCapability.start(deps, () => undefined).handlers;
}

describe('demo app capability', () => {
  it("names the page's project to the demo app before answering with its client", async () => {
    const named: string[] = [];
    const handlers = start({ endpoints, followProject: async (token) => void named.push(token) });
    await expect(handlers.demoApp('public-token-test-a')).resolves.toEqual(endpoints);
    expect(named).toEqual(['public-token-test-a']);
  });

  it('answers with why when the demo app could not take the project', async () => {
    const handlers = start({
      endpoints,
      followProject: () => Promise.reject(new Error('The demo app refused the project (502): emulator down')),
    });
    await expect(handlers.demoApp('public-token-test-a')).rejects.toThrow('emulator down');
  });

  it('answers null when the testbed runs without the demo app', async () => {
    await expect(start(null).demoApp('public-token-test-a')).resolves.toBeNull();
  });

  it('refuses an argument that is not a public token', () => {
    expect(() => demoAppCapability.args.demoApp.parse(['https://evil.example'])).toThrow();
  });
});
