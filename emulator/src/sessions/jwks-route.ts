import type { Hono } from 'hono';
import type { EmulatorEnv } from '../http/env';
import { projectJwks } from './jwt';

/** Path of a project's JWKS, outside `/sdk/v1` as on the provider's backend API. */
export const JWKS_PATH = '/v1/sessions/jwks/:public_token';

/** Publishes each project's session-signing keys as a plain JWKS, so backends can verify session JWTs. */
export function registerJwksRoute(app: Hono<EmulatorEnv>): void {
  app.get(JWKS_PATH, (c) => c.json(projectJwks(c.get('store').project(c.req.param('public_token')))));
}
