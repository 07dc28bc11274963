import { createStytchClient } from '@stytch/vanilla-js/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdClientIntervals } from '../test-support/client-intervals';
import { bootstrapOf, publicTokenOf } from './client-internals';
import { emulatorEndpointOptions } from './emulator-endpoints';
import { checkPublicToken } from './public-token';
import type { WidgetClient } from './widget-client';

/** A real client whose project bootstrap answers with `vertical`. */
function clientOfVertical(token: string, vertical: 'CONSUMER' | 'B2B'): WidgetClient {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.includes('/projects/bootstrap/')
        ? Response.json({
            data: {
              email_domains: ['stytch.com'],
              captcha_settings: { enabled: false },
              password_config: null,
              rbac_policy: { roles: [], resources: [], scopes: [] },
              vertical,
            },
          })
        : Response.json({}),
    ),
  );
  return createStytchClient(token, UNREACHED_EMULATOR);
}

/** A loopback address the stubbed `fetch` answers for: the client never reaches for the hosted provider. */
const UNREACHED_EMULATOR = emulatorEndpointOptions('http://127.0.0.1:9');

holdClientIntervals();
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the widget's public-token check", () => {
  it('leaves a malformed token to the client, which warns about it itself', () => {
    const clientWarning = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = clientOfVertical('pk_live_123', 'CONSUMER');
    expect(clientWarning.mock.calls.flat().join(' ')).toContain(
      'Public token is malformed. Expected "public-token-...", got pk_live_123.',
    );

    const logger = { warn: vi.fn(), error: vi.fn() };
    checkPublicToken(publicTokenOf(client), logger);
    expect(logger.warn).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('leaves a B2B project to the client, which logs an error itself', async () => {
    const clientError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = clientOfVertical('public-token-test-b2b', 'B2B');
    const logger = { warn: vi.fn(), error: vi.fn() };
    checkPublicToken(publicTokenOf(client), logger);
    // The client's own check was waiting on the same bootstrap answer, so it has run by now.
    await bootstrapOf(client).getAsync();
    expect(clientError.mock.calls.flat().join(' ')).toContain('the public token is for a Stytch B2B project');
    expect(logger.warn).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('logs an error for a client that keeps no consumer token, which the client never mentions', () => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    checkPublicToken(undefined, logger);
    expect(logger.error).toHaveBeenCalledOnce();
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('createStytchClient'));
    expect(logger.warn).not.toHaveBeenCalled();
  });
});
