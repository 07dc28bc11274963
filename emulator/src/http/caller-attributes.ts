import { AsyncLocalStorage } from 'node:async_hooks';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import type { EmulatorEnv } from './env';

/** What the provider records on a session of who asked for it: the caller's address and browser. */
export type CallerAttributes = { ip_address: string; user_agent: string };

const NO_CALLER: CallerAttributes = { ip_address: '', user_agent: '' };

const current = new AsyncLocalStorage<CallerAttributes>();

/** The address the request came from; none for a request made in-process (`app.request` in tests). */
function remoteAddress(c: Parameters<MiddlewareHandler<EmulatorEnv>>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    return '';
  }
}

/**
 * Keeps the browser's address and user agent for the length of an SDK call, so a session it starts
 * records them as the provider's do (an app lists a user's sessions by them). Read where the session
 * is issued, which is many calls deep in every product's login.
 */
export function recordCallerAttributes(): MiddlewareHandler<EmulatorEnv> {
  return (c, next) =>
    current.run({ ip_address: remoteAddress(c), user_agent: c.req.header('user-agent') ?? '' }, next);
}

/** The current SDK call's caller; empty for the backend API, the control API and the sandbox. */
export const callerAttributes = (): CallerAttributes => ({ ...(current.getStore() ?? NO_CALLER) });
