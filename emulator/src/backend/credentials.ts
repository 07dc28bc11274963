import { ApiError } from '../http/api-error';
import type { EmulatorContext } from '../http/env';
import type { Project } from '../store/project';
import { defaultSecret, publicTokenOfDefaultId } from '../store/project-credentials';
import { isSameSecret } from '../store/secret-digest';

/** `Authorization: Basic base64(<project_id>:<secret>)`, as the backend SDK sends on every call. */
function basicCredentials(header: string | undefined): { projectId: string; secret: string } {
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header ?? '');
  const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  if (colon <= 0) {
    throw new ApiError(
      'unauthorized_credentials',
      'The backend API needs Basic credentials: the project id and the project secret.',
    );
  }
  return { projectId: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/**
 * The project a backend call is made as. A project's default id (`project-test-abc`) with its default
 * secret names the project of `public-token-test-abc` even before a page used it, so a host's server
 * may be the first caller; anything else must name an existing project with its secret.
 */
export function backendProject(c: EmulatorContext): Project {
  const { projectId, secret } = basicCredentials(c.req.header('authorization'));
  const store = c.get('store');
  const project =
    store.projectById(projectId) ??
    (isSameSecret(secret, defaultSecret(publicTokenOfDefaultId(projectId)))
      ? store.backendProject(projectId)
      : undefined);
  if (!project) {
    throw new ApiError(
      'unauthorized_credentials',
      `No project has the id ${projectId}. Read a project's id and secret from GET /control/v1/projects/<public token>/credentials, or fix them with --project.`,
    );
  }
  if (!isSameSecret(secret, project.secret)) {
    throw new ApiError('unauthorized_credentials', `The secret is not the secret of ${projectId}.`);
  }
  c.set('backendProject', project);
  return project;
}
