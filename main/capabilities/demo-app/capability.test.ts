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
  it('registers the demo app in the asked project before answering with its client', async () => {
    const prepared: string[] = [];
    const handlers = start({ endpoints, prepareProject: async (token) => void prepared.push(token) });
    await expect(handlers.demoApp('public-token-test-a')).resolves.toEqual(endpoints);
    expect(prepared).toEqual(['public-token-test-a']);
  });

  it('answers null when the testbed runs without the demo app', async () => {
    await expect(start(null).demoApp('public-token-test-a')).resolves.toBeNull();
  });

  it('refuses an argument that is not a public token', () => {
    expect(() => demoAppCapability.args.demoApp.parse(['https://evil.example'])).toThrow();
  });
});
