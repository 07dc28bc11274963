import type { MiddlewareHandler } from 'hono';
import type { EmulatorEnv } from './env';

/**
 * Every answer is taken for what it says it is: `X-Content-Type-Options: nosniff`, so no browser runs
 * a JSON answer as a script or shows it as a page, and its opaque-response blocking keeps a JSON
 * answer that another site's `<script>` or `<img>` asked for out of that site's process. Routes that
 * set it keep theirs.
 */
export function sniffingRefused(): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('x-content-type-options')) c.res.headers.set('x-content-type-options', 'nosniff');
  };
}
