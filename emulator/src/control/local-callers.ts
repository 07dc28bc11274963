import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { EmulatorError } from '../http/api-error';
import type { EmulatorEnv } from '../http/env';
import { crossOriginCaller } from '../http/same-origin';

/**
 * Refuses control calls made by a web page: the control API has no CORS, and a page on another
 * origin can still send it requests (forms, `no-cors` fetches, images) without reading the answer.
 */
export function refuseCrossOriginCalls(): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    const caller = crossOriginCaller(c);
    if (caller !== undefined) {
      throw new EmulatorError(
        'cross_origin_request_refused',
        `The control API serves local tools only, not ${caller}.`,
      );
    }
    await next();
  };
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * With a control token set (`--control-token`), every control call must carry it, so other users
 * of a shared machine cannot read the inbox or sessions. Without one, nothing is asked.
 */
export function requireControlToken(controlToken: string | undefined): MiddlewareHandler<EmulatorEnv> {
  const expected = controlToken ? digest(controlToken) : undefined;
  return async (c, next) => {
    if (expected) {
      const sent = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
      // Compared as digests, in constant time, so the answer's timing says nothing of the token.
      if (sent === undefined || !timingSafeEqual(digest(sent), expected)) {
        throw new EmulatorError(
          'invalid_control_token',
          'This emulator was started with --control-token: send it as Authorization: Bearer <token>.',
        );
      }
    }
    await next();
  };
}
