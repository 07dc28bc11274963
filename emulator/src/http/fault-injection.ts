import type { MiddlewareHandler } from 'hono';
import type { Project } from '../emulator-store';
import { ApiError } from './api-error';
import { parseBasicAuth } from './browser-caller';
import type { EmulatorEnv } from './env';
import type { Fault } from './fault-collections';

/** `/otps/authenticate`, `otps/authenticate/` and `/sdk/v1/otps/authenticate` all name the same endpoint. */
export function normalizeEndpoint(endpoint: string): string {
  const path = `/${endpoint.replace(/^\/+/, '').replace(/\/+$/, '')}`;
  return path.startsWith('/sdk/v1/') ? path.slice('/sdk/v1'.length) : path;
}

/**
 * Applies faults injected through the control API to SDK calls: the oldest fault for the called
 * endpoint is used up by one call, which then waits its latency and fails with its error, if any.
 */
export function faultInjection(): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    const token = callerToken(c.req.header('authorization'), c.req.path);
    const project = token ? c.get('store').existingProject(token) : undefined;
    const fault = project ? takeFault(project, normalizeEndpoint(c.req.path)) : undefined;
    if (!fault) return next();
    if (fault.latency_ms > 0) await new Promise((resolve) => setTimeout(resolve, fault.latency_ms));
    if (fault.error) {
      throw new ApiError(fault.error.error_type, `Injected fault for ${fault.endpoint}.`);
    }
    return next();
  };
}

function callerToken(authorization: string | undefined, path: string): string | undefined {
  const bootstrap = /\/projects\/bootstrap\/([^/]+)$/.exec(path);
  // A malformed token (garbled credentials, a broken %-escape) names no project: the route itself
  // then answers with its 4xx, so this middleware must not throw first.
  try {
    if (bootstrap?.[1]) return decodeURIComponent(bootstrap[1]);
    return parseBasicAuth(authorization)?.publicToken;
  } catch {
    return undefined;
  }
}

function takeFault(project: Project, endpoint: string): Fault | undefined {
  const fault = project.collections.faults.find((f) => f.endpoint === endpoint);
  if (!fault) return undefined;
  if (fault.remaining <= 1) project.collections.faults.delete(fault.fault_id);
  else project.collections.faults.put(fault.fault_id, { ...fault, remaining: fault.remaining - 1 });
  return fault;
}
