import type { Context } from 'hono';
import type { EnvelopeError } from './api-error';
import type { EmulatorEnv } from './env';
import { newRequestId } from './request-id';

/** The body of every error answer (`../shared/reference/provider-contract.md` §5.1). Deliberately no `body`, `params` or `query` key. */
export type ErrorEnvelope = {
  status_code: number;
  request_id: string;
  error_type: string;
  error_message: string;
  error_url: string;
  error_details?: Record<string, unknown>;
};

/**
 * Whose words an error answer carries: a provider route's answer says what the provider says for its
 * type; the emulator's own control API tells its caller (a developer's tool) what the emulator knows.
 */
export type Voice = 'provider' | 'emulator';

/**
 * The one answer of a success, in the shape of the API called: the browser API (and the control
 * API) wrap the fields in `{data}`, the backend API answers them flat. Either way `request_id` and
 * `status_code` stand first beside them, as the provider's do.
 */
export function ok<T extends object>(c: Context, data: T, status: 200 | 201 = 200): Response {
  return c.json({ data: withAnswerIds(data, status) }, status);
}

/** `ok` for the backend API and the OpenID provider's JSON: the fields with no `{data}` around them. */
export function okFlat<T extends object>(c: Context, data: T, status: 200 | 201 = 200): Response {
  return c.json(withAnswerIds(data, status), status);
}

function withAnswerIds<T extends object>(data: T, status: number) {
  return { request_id: newRequestId(), status_code: status, ...data };
}

export function errorEnvelope(error: EnvelopeError, voice: Voice = 'provider'): ErrorEnvelope {
  return {
    status_code: error.status,
    request_id: newRequestId(),
    error_type: error.errorType,
    error_message: voice === 'emulator' ? error.detail : error.answeredMessage,
    error_url: error.answeredUrl,
    ...(error.details ? { error_details: error.details } : {}),
  };
}

export function errorResponse(
  error: EnvelopeError,
  options: { headers?: Record<string, string>; voice?: Voice } = {},
): Response {
  return new Response(JSON.stringify(errorEnvelope(error, options.voice)), {
    status: error.status,
    headers: { 'content-type': 'application/json', ...options.headers },
  });
}

/**
 * Answers a refusal of this request, and keeps its detail for the request log (request-logging.ts),
 * where the console and the terminal read why; the control API answers the detail itself.
 */
export function answerRefusal(
  c: Context<EmulatorEnv>,
  error: EnvelopeError,
  headers?: Record<string, string>,
): Response {
  c.set('refusalDetail', error.detail);
  const voice: Voice = c.req.path.startsWith('/control/') ? 'emulator' : 'provider';
  return errorResponse(error, { ...(headers ? { headers } : {}), voice });
}
