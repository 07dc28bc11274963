import { createStytchClient } from '@stytch/vanilla-js/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdClientIntervals } from '../test-support/client-intervals';
import { type BootstrapSource, FALLBACK_BOOTSTRAP } from './client-internals';
import { emulatorEndpointOptions } from './emulator-endpoints';

/** A loopback address the stubbed `fetch` answers for: the client never reaches for the hosted provider. */
const UNREACHED_EMULATOR = emulatorEndpointOptions('http://127.0.0.1:9');

holdClientIntervals();
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the fallback bootstrap', () => {
  it("matches the client's own defaults before the project answers", () => {
    // The bootstrap request stays unanswered, so the client can only give its defaults.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const client = createStytchClient('public-token-test-defaults', UNREACHED_EMULATOR);
    const internals = (client as unknown as Record<symbol, { bootstrap: BootstrapSource }>)[
      Symbol.for('stytch__internal_b2c')
    ];
    const defaults = internals?.bootstrap.getSync();
    expect(defaults?.emailDomains).toEqual(['stytch.com']);
    expect(FALLBACK_BOOTSTRAP).toEqual({
      projectName: defaults?.projectName,
      displayWatermark: defaults?.displayWatermark,
      emailDomains: defaults?.emailDomains,
      vertical: defaults?.vertical,
      passwordConfig: defaults?.passwordConfig,
    });
  });
});
