import type { MiddlewareHandler } from 'hono';
import { MAPPED_HOSTNAMES } from '../tls/certificate';
import { EmulatorError } from './api-error';
import type { EmulatorEnv } from './env';

/**
 * The host names either API answers to, with any port. A browser tricked by DNS rebinding into
 * sending a page's requests here still names the page's own host, so answering only these keeps
 * such pages out even though they reach the socket.
 */
export const ALLOWED_HOSTNAMES: readonly string[] = ['localhost', '127.0.0.1', '[::1]', ...MAPPED_HOSTNAMES];

const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[^:[\]/@?#\s]+)(?::\d{1,5})?$/i;

/** The host name of a `Host` header (`name`, `name:port`, `[v6]:port`), lower case; undefined when garbled. */
export function hostnameOf(host: string): string | undefined {
  return HOST_HEADER.exec(host)?.[1]?.toLowerCase();
}

export function isAllowedHost(host: string): boolean {
  const hostname = hostnameOf(host);
  return hostname !== undefined && ALLOWED_HOSTNAMES.includes(hostname);
}

/** Answers 421 `host_not_allowed` to a request whose `Host` is not one of ours. */
export function allowedHostsOnly(): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    // In-process requests (`app.request`) carry no Host header; their URL says `localhost`.
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    if (!isAllowedHost(host)) {
      throw new EmulatorError(
        'host_not_allowed',
        `The emulator answers only to ${ALLOWED_HOSTNAMES.join(', ')} (any port), not to "${host}".`,
      );
    }
    await next();
  };
}
