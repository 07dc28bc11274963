import type { Hono } from 'hono';
import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import { mayMakeProjects, projectForCaller } from '../http/authorized-pages';
import type { EmulatorContext, EmulatorEnv } from '../http/env';
import { okFlat } from '../http/envelope';
import { projectJwks } from '../signing-keys/published-jwks';
import { isPublicToken } from '../store/store';

/**
 * Path of a project's JWKS, outside `/sdk/v1` as on the provider's backend API. The backend SDK asks
 * by project id; pages and older callers by public token.
 */
export const JWKS_PATH = '/v1/sessions/jwks/:public_token';

/**
 * The project a JWKS request names, by public token (created on first use, except by another
 * site's page) or by project id.
 */
function jwksProject(c: EmulatorContext, name: string): Project {
  if (isPublicToken(name)) return projectForCaller(c, name);
  const store = c.get('store');
  // A default project id makes its project too (see backendProject): for the same callers only.
  const project = mayMakeProjects(c) ? store.backendProject(name) : store.projectById(name);
  if (!project) {
    throw new ApiError('unauthorized_credentials', `${name} is neither a public token nor a project id.`);
  }
  return project;
}

/**
 * Publishes each project's signing keys, so backends verify session JWTs locally: `keys` with
 * `request_id` and `status_code` beside it, as the provider answers (a JWKS reader takes `keys`).
 */
export function registerJwksRoute(app: Hono<EmulatorEnv>): void {
  app.get(JWKS_PATH, async (c) => {
    const project = jwksProject(c, c.req.param('public_token'));
    return okFlat(c, await projectJwks(project));
  });
}
