import type { Project } from '../emulator-store';
import { defaultSecret, publicTokenOfDefaultId } from '../store/project-credentials';
import { isSameSecret } from '../store/secret-digest';
import { ApiError } from './api-error';
import { decodeBasicCredentials } from './basic-credentials';
import type { EmulatorContext } from './env';

/** `Authorization: Basic base64(<project_id>:<secret>)`, as the backend SDK sends on every call. */
function projectCredentials(header: string | undefined): { projectId: string; secret: string } {
  const credentials = decodeBasicCredentials(header);
  if (!credentials) {
    throw new ApiError(
      'unauthorized_credentials',
      'The backend API needs Basic credentials: the project id and the project secret.',
    );
  }
  return { projectId: credentials.name, secret: credentials.password };
}

/**
 * The project a backend call is made as. A project's default id (`project-test-abc`) with its default
 * secret names the project of `public-token-test-abc` even before a page used it, so a host's server
 * may be the first caller; anything else must name an existing project with its secret.
 */
export function backendCallerProject(c: EmulatorContext): Project {
  const { projectId, secret } = projectCredentials(c.req.header('authorization'));
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
