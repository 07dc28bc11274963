import type { MiddlewareHandler } from 'hono';
import { EmulatorError } from './api-error';
import type { EmulatorEnv } from './env';

/** `application/json`, with or without parameters such as `charset`. */
export function isJsonMediaType(contentType: string): boolean {
  return contentType.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/** Over a socket a body always comes with a length or chunked; none of either means no body. */
function hasBody(headers: Headers): boolean {
  if (headers.has('transfer-encoding')) return true;
  return Number(headers.get('content-length') ?? 0) > 0;
}

/**
 * Answers 415 `unsupported_media_type` to a body that does not say `Content-Type: application/json`.
 * A browser page on any origin may send `text/plain`, form and typeless bodies without a preflight
 * (`fetch(url, { mode: 'no-cors' })`, a `<form>`); the client never does, so refusing them keeps
 * such requests from changing anything.
 */
export function jsonBodiesOnly(): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    const contentType = c.req.header('content-type');
    const refused = contentType !== undefined ? !isJsonMediaType(contentType) : hasBody(c.req.raw.headers);
    if (refused) {
      throw new EmulatorError(
        'unsupported_media_type',
        `Request bodies must be sent as Content-Type: application/json${contentType ? `, not ${contentType}` : ''}.`,
      );
    }
    await next();
  };
}
