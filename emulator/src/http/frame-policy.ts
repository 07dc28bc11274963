import type { MiddlewareHandler } from 'hono';
import type { EmulatorEnv } from './env';

const HAS_FRAME_ANCESTORS = /(^|;)\s*frame-ancestors\s/i;

/**
 * No other site may frame the emulator's pages, where a click (Allow on a consent page, an
 * account on the One Tap prompt) would act for the person looking at a page they did not choose.
 * Every HTML answer gets `frame-ancestors 'none'` and `X-Frame-Options: DENY`, unless the route
 * already named its own ancestors: the One Tap frames name the project's authorized origins, which
 * `X-Frame-Options` cannot express (browsers that know CSP ignore it then anyway).
 */
export function framingRefused(): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    await next();
    const contentType = c.res.headers.get('content-type') ?? '';
    if (!contentType.toLowerCase().startsWith('text/html')) return;
    const csp = c.res.headers.get('content-security-policy');
    if (csp !== null && HAS_FRAME_ANCESTORS.test(csp)) return;
    // Set in place: assigning a new `c.res` would have Hono copy the old headers back over these.
    c.res.headers.set(
      'content-security-policy',
      csp ? `${csp}; frame-ancestors 'none'` : "frame-ancestors 'none'",
    );
    c.res.headers.set('x-frame-options', 'DENY');
  };
}
