import { createStytchClient } from '@stytch/vanilla-js/headless';
import { describe, expect, it, vi } from 'vitest';
import { sharedClient } from './shared-client';

// The real client would start talking to the network as it is made; what matters here is how often
// and with what it is made.
vi.mock('@stytch/vanilla-js/headless', () => ({
  createStytchClient: vi.fn((publicToken: string) => ({ publicToken })),
}));

describe('sharedClient', () => {
  it('makes one client per token and emulator, and hands it to every component that asks', () => {
    const first = sharedClient({ publicToken: 'public-token-test-a', emulatorUrl: 'http://localhost:8787' });
    const second = sharedClient({ publicToken: 'public-token-test-a', emulatorUrl: 'http://localhost:8787' });
    expect(second).toBe(first);
    expect(createStytchClient).toHaveBeenCalledTimes(1);
    expect(createStytchClient).toHaveBeenCalledWith('public-token-test-a', {
      endpoints: expect.objectContaining({ testAPIURL: 'http://localhost:8787' }),
    });
  });

  it('makes another for another token, and one for the hosted provider when no emulator is named', () => {
    const emulated = sharedClient({
      publicToken: 'public-token-test-b',
      emulatorUrl: 'http://localhost:8787',
    });
    const hosted = sharedClient({ publicToken: 'public-token-test-b' });
    expect(hosted).not.toBe(emulated);
    expect(vi.mocked(createStytchClient).mock.lastCall).toEqual(['public-token-test-b']);
  });

  it('refuses an emulator address it cannot use before making anything', () => {
    const calls = vi.mocked(createStytchClient).mock.calls.length;
    expect(() => sharedClient({ publicToken: 'public-token-test-c', emulatorUrl: 'localhost' })).toThrow(
      'emulatorUrl',
    );
    expect(createStytchClient).toHaveBeenCalledTimes(calls);
  });
});
