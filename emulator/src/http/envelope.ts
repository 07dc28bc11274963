import type { Context } from 'hono';
import type { EnvelopeError } from './api-error';

/** The body of every error answer (contract §5.1). Deliberately no `body`, `params` or `query` key. */
export type ErrorEnvelope = {
  status_code: number;
  request_id: string;
  error_type: string;
  error_message: string;
  error_url: string;
  error_details?: Record<string, unknown>;
};

function newRequestId(): string {
  return `request-id-test-${crypto.randomUUID()}`;
}

/** Answers `{data}` with `request_id` and `status_code` inside, as the provider does. */
export function ok<T extends object>(c: Context, data: T, status: 200 | 201 = 200): Response {
  return c.json({ data: { request_id: newRequestId(), status_code: status, ...data } }, status);
}

export function errorEnvelope(error: EnvelopeError): ErrorEnvelope {
  return {
    status_code: error.status,
    request_id: newRequestId(),
    error_type: error.errorType,
    error_message: error.message,
    error_url: `https://stytch.com/docs/api/errors/${error.status}#${error.errorType}`,
    ...(error.details ? { error_details: error.details } : {}),
  };
}

export function errorResponse(error: EnvelopeError, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(errorEnvelope(error)), {
    status: error.status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}
