import type { Context } from 'hono';

/**
 * Answers as the provider's backend API does: the fields at the top level (no `data` wrapper, unlike
 * the browser API), with `request_id` and `status_code` beside them. Errors keep the shared envelope.
 */
export function answer<T extends object>(c: Context, data: T, status: 200 | 201 = 200): Response {
  return c.json(
    { request_id: `request-id-test-${crypto.randomUUID()}`, status_code: status, ...data },
    status,
  );
}
