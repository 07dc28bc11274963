import { createStytchClient } from '@stytch/vanilla-js/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emulatorEndpointOptions } from '../../client/emulator-endpoints';
import { holdClientIntervals } from '../../test-support/client-intervals';
import { describeError } from '.';

const BOOTSTRAP = {
  request_id: 'request-id-test-1',
  status_code: 200,
  project_name: 'Test',
  disable_sdk_watermark: true,
  cname_domain: null,
  email_domains: ['stytch.com'],
  captcha_settings: { enabled: false },
  pkce_required_for_email_magic_links: false,
  pkce_required_for_password_resets: false,
  pkce_required_for_oauth: false,
  password_config: null,
  rbac_policy: { roles: [], resources: [], scopes: [] },
  vertical: 'CONSUMER',
};

/**
 * The error the real client throws when the magic-link send is answered with `answer`: the project
 * bootstrap and telemetry are answered normally, so only the send itself goes wrong.
 */
async function clientErrorFor(answer: () => Response): Promise<unknown> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.includes('/projects/bootstrap/')) return Response.json({ data: BOOTSTRAP });
      if (url.endsWith('/events')) return Response.json({});
      return answer();
    }),
  );
  const client = createStytchClient('public-token-test-errors', UNREACHED_EMULATOR);
  return client.magicLinks.email.loginOrCreate('ada@example.com').then(
    () => expect.fail('the send should have failed'),
    (error: unknown) => error,
  );
}

/** A loopback address the stubbed `fetch` answers for: the client never reaches for the hosted provider. */
const UNREACHED_EMULATOR = emulatorEndpointOptions('http://127.0.0.1:9');

holdClientIntervals();
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the client's own errors", () => {
  it('say "Unable to contact our servers." when the request gets no answer', async () => {
    const error = await clientErrorFor(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(describeError(error)).toEqual({ kind: 'message', id: 'error.unreachable' });
  });

  it('say "Invalid JSON response from our servers." for a success answer that is not JSON', async () => {
    const error = await clientErrorFor(() => new Response('<html>gateway</html>', { status: 200 }));
    expect(describeError(error)).toEqual({ kind: 'message', id: 'error.invalidJson' });
  });

  it('say "Invalid response from our servers." for an error answer that is not JSON', async () => {
    const error = await clientErrorFor(
      () => new Response('Bad gateway', { status: 502, headers: { 'content-type': 'text/plain' } }),
    );
    expect(describeError(error)).toEqual({ kind: 'message', id: 'error.invalidResponse' });
  });

  it('say "Invalid response from our servers." for an error answer labelled JSON that is not', async () => {
    const error = await clientErrorFor(
      () => new Response('{oops', { status: 500, headers: { 'content-type': 'application/json' } }),
    );
    expect(describeError(error)).toEqual({ kind: 'message', id: 'error.invalidResponse' });
  });
});
