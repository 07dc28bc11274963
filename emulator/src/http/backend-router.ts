import { Hono } from 'hono';
import type { EmulatorEnv } from './env';

/** The router every backend route file registers on; paths are relative to `/v1`. */
export type BackendRouter = Hono<EmulatorEnv>;

export function newBackendRouter(): BackendRouter {
  return new Hono<EmulatorEnv>();
}
