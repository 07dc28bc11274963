import type { MiddlewareHandler } from 'hono';
import { EmulatorError } from './api-error';
import type { EmulatorEnv } from './env';
import { crossOriginCaller } from './same-origin';

/**
 * The emulator's pages (consent, One Tap) post only to themselves: their forms and frame scripts
 * run on the emulator's origin. A post from another page is someone acting for the user, so it is
 * refused before anything reads its body. GETs stay open: apps navigate to these pages and frame
 * the One Tap ones.
 */
export function ownPagePostsOnly(): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const caller = crossOriginCaller(c);
      if (caller !== undefined) {
        throw new EmulatorError(
          'cross_origin_request_refused',
          `The emulator's pages accept posts only from themselves, not from ${caller}.`,
        );
      }
    }
    await next();
  };
}
