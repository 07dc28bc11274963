import type { LoggedRequest } from '@foyer/emulator/control';

/** The page every request of these comes from, unless a test says otherwise. */
export const REQUEST_ORIGIN = 'http://localhost:3000';

let seq = 0;

/**
 * A request as the emulator's log keeps it, numbered in the order made; a refusal with its type, its
 * answered words and the emulator's detail.
 */
export function loggedRequest(
  path: string,
  status: number,
  at: string,
  error?: [string, string, string],
): LoggedRequest {
  return {
    seq: ++seq,
    at,
    method: 'POST',
    path,
    status,
    origin: REQUEST_ORIGIN,
    error_type: error?.[0] ?? null,
    error_message: error?.[1] ?? null,
    sandbox_value: null,
    detail: error?.[2] ?? null,
  };
}
