import type { Hono } from 'hono';
import { z } from 'zod';
import { CONNECTED_APP_CLIENT_TYPES, isConfidential } from '../connected-apps/client-types';
import {
  deleteConnectedApp,
  revokeUserConnectedApp,
  toConnectedApp,
  upsertConnectedApp,
  userConnectedApps,
} from '../connected-apps/connected-apps';
import type { Project } from '../emulator-store';
import { ApiError, EmulatorError } from '../http/api-error';
import type { EmulatorContext, EmulatorEnv } from '../http/env';
import { ok } from '../http/envelope';
import { readBody } from '../http/validation';
import { isStandardScope } from '../openid-provider/scopes';
import { CONTROL_PATHS } from './control-paths';

/** Absolute, without a fragment (RFC 6749 §3.1.2); compared exactly when a request names one. */
const registeredUri = z
  .url()
  .max(2048)
  .refine((uri) => !uri.includes('#'), 'a redirect URI may not carry a fragment');

const connectedAppInput = z
  .strictObject({
    client_id: z
      .string()
      .regex(
        /^[A-Za-z0-9._~-]{1,255}$/,
        'expected 1 to 255 letters, digits, dots, dashes, underscores or tildes',
      )
      .optional(),
    client_name: z.string().min(1).max(255),
    client_description: z.string().max(2048).optional(),
    client_logo_url: z.url().max(2048).nullable().optional(),
    client_type: z.enum(CONNECTED_APP_CLIENT_TYPES),
    redirect_uris: z.array(registeredUri).min(1),
    post_logout_redirect_uris: z.array(registeredUri).optional(),
    allowed_custom_scopes: z
      .array(z.string().regex(/^[\x21\x23-\x5b\x5d-\x7e]+$/, 'expected a scope token'))
      .optional(),
    client_secret: z.string().min(16).max(255).optional(),
  })
  .refine((input) => input.client_secret === undefined || isConfidential(input.client_type), {
    message: 'public clients have no secret',
    path: ['client_secret'],
  });

function requireUserOf(target: Project, userId: string): void {
  if (!target.collections.users.get(userId)) throw new ApiError('user_not_found', `No user ${userId}.`);
}

function requireClientOf(target: Project, clientId: string): void {
  if (!target.collections.connected_apps.has(clientId)) {
    throw new ApiError('connected_app_not_found', `No connected app ${clientId}.`);
  }
}

/** A custom scope a client may ask for must be one the project's policy describes. */
function requireScopesInPolicy(target: Project, scopes: string[]): void {
  const described = new Set(target.settings.rbac_policy.scopes.map((entry) => entry.scope));
  const unknown = scopes.filter((scope) => !isStandardScope(scope) && !described.has(scope));
  const standard = scopes.filter(isStandardScope);
  if (standard.length > 0) {
    throw new EmulatorError(
      'invalid_connected_app_scopes',
      `${standard.join(', ')} ${standard.length === 1 ? 'is a standard scope' : 'are standard scopes'}: every client may ask for them.`,
    );
  }
  if (unknown.length > 0) {
    throw new EmulatorError(
      'invalid_connected_app_scopes',
      `The project's rbac_policy.scopes does not describe ${unknown.join(', ')}; add it there first.`,
    );
  }
}

/**
 * The identity provider's side of the control API: the project's OAuth clients ("connected
 * apps"), and each user's grants to them.
 */
export function registerConnectedAppControlRoutes(
  control: Hono<EmulatorEnv>,
  project: (c: EmulatorContext) => Project,
): void {
  control.get(CONTROL_PATHS.connectedApps, (c) =>
    ok(c, { connected_apps: project(c).collections.connected_apps.all().map(toConnectedApp) }),
  );
  control.post(CONTROL_PATHS.connectedApps, async (c) => {
    const target = project(c);
    const input = await readBody(c, connectedAppInput);
    requireScopesInPolicy(target, input.allowed_custom_scopes ?? []);
    return ok(c, { connected_app: upsertConnectedApp(target, input) }, 201);
  });
  control.delete(CONTROL_PATHS.connectedApp, (c) => {
    const clientId = c.req.param('client_id');
    if (!deleteConnectedApp(project(c), clientId)) {
      throw new ApiError('connected_app_not_found', `No connected app ${clientId}.`);
    }
    return ok(c, { client_id: clientId });
  });

  control.get(CONTROL_PATHS.userConnectedApps, (c) => {
    const target = project(c);
    const userId = c.req.param('user_id');
    requireUserOf(target, userId);
    return ok(c, { connected_apps: userConnectedApps(target, userId) });
  });
  // Revoking what was never granted is no error: the outcome the caller wants already holds.
  control.post(CONTROL_PATHS.userConnectedAppRevoke, async (c) => {
    const target = project(c);
    await readBody(c, z.object({}));
    const userId = c.req.param('user_id');
    const clientId = c.req.param('client_id');
    requireUserOf(target, userId);
    requireClientOf(target, clientId);
    revokeUserConnectedApp(target, userId, clientId);
    return ok(c, {});
  });
}
