import type { Project } from '../emulator-store';
import { backendCallerProject } from '../http/backend-caller';
import type { BackendRouter } from '../http/backend-router';
import { DEFAULT_ROLE } from '../sessions/issue-session';
import { backendOk } from '../users/backend-answer';
import type { RbacPolicy } from './rbac-policy';

/**
 * The project's RBAC policy as the provider publishes it: the configured roles, resources and scopes,
 * with the role every user holds (`stytch_user`) listed even when the project gives it no permission.
 */
export function projectPolicy(project: Project): RbacPolicy {
  const policy = project.settings.rbac_policy;
  if (policy.roles.some((role) => role.role_id === DEFAULT_ROLE)) return policy;
  const defaultRole = { role_id: DEFAULT_ROLE, description: 'Granted to every user.', permissions: [] };
  return { ...policy, roles: [defaultRole, ...policy.roles] };
}

export function registerBackendRbacRoutes(backend: BackendRouter): void {
  backend.get('/rbac/policy', (c) => backendOk(c, { policy: projectPolicy(backendCallerProject(c)) }));
}
