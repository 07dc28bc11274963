import type { ControlClient } from '../control/client';

export type SdkAnswer = {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read by path; the assertions check them.
  json: any;
  /** A refusal's detail, as the project's request log keeps it (the answer leaves it out). */
  detail: string | null;
};

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
  const json = await response.json();
  // The log holds the refusal once its answer is out; the control API's own calls are never logged.
  const detail = response.status >= 400 ? ((await control.requests())[0]?.detail ?? null) : null;
  return { status: response.status, json, detail };
}
