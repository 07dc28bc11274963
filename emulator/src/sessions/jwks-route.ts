import type { Hono } from 'hono';
import { ApiError } from '../http/api-error';
import type { EmulatorEnv } from '../http/env';
import type { Project } from '../store/project';
import type { EmulatorStore } from '../store/store';
import { isPublicToken } from '../store/store';
import { projectJwks } from './jwt';

/**
 * Path of a project's JWKS, outside `/sdk/v1` as on the provider's backend API. The backend SDK asks
 * by project id; pages and older callers by public token.
 */
export const JWKS_PATH = '/v1/sessions/jwks/:public_token';

/** The project a JWKS request names, by public token (created on first use) or by project id. */
function jwksProject(store: EmulatorStore, name: string): Project {
  if (isPublicToken(name)) return store.project(name);
  const project = store.backendProject(name);
  if (!project) {
    throw new ApiError('unauthorized_credentials', `${name} is neither a public token nor a project id.`);
  }
  return project;
}

/** Publishes each project's session-signing keys as a plain JWKS, so backends can verify session JWTs. */
export function registerJwksRoute(app: Hono<EmulatorEnv>): void {
  app.get(JWKS_PATH, (c) => c.json(projectJwks(jwksProject(c.get('store'), c.req.param('public_token')))));
}
