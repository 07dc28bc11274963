import type { ControlClient } from '../control/client';

// biome-ignore lint/suspicious/noExplicitAny: answers are read by path; the assertions check them.
export type SdkAnswer = { status: number; json: any };

/**
 * POSTs to a running emulator's `/sdk/v1` as the client library does: Basic credentials of the
 * project's public token and the session token (or the public token again), JSON body.
 */
export async function postSdk(
  httpUrl: string,
  control: ControlClient,
  path: string,
  body: unknown,
  sessionToken?: string,
): Promise<SdkAnswer> {
  const secret = sessionToken ?? control.publicToken;
  const response = await fetch(`${httpUrl}/sdk/v1${path}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${control.publicToken}:${secret}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}
