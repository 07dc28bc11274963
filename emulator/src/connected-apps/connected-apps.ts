import type { CollectionWrite, Project } from '../emulator-store';
import { newId, newSecretToken } from '../store/ids';
import { secretDigest } from '../store/secret-digest';
import { isConfidential } from './client-types';
import type {
  ConnectedApp,
  ConnectedAppGrantRecord,
  ConnectedAppInput,
  ConnectedAppRecord,
  CreatedConnectedApp,
  UserConnectedApp,
} from './connected-app-collections';

/** The key of a user's grant to a client. */
export function grantKey(userId: string, clientId: string): string {
  return `${userId} ${clientId}`;
}

/** The user a grant's key names: what a deleted grant still says of whose it was. */
export function grantOwner(key: string): string {
  return key.slice(0, key.indexOf(' '));
}

/** The public shape of a stored client: everything but the digest of its secret. */
export function toConnectedApp(record: ConnectedAppRecord): ConnectedApp {
  const { client_secret_digest: _digest, ...app } = record;
  return app;
}

/**
 * Creates a client, or replaces the one with the same `client_id` (keeping its creation time and
 * every user's grant to it). A confidential client gets the given secret or a new one, returned
 * here only: the project keeps its digest.
 */
export function upsertConnectedApp(project: Project, input: ConnectedAppInput): CreatedConnectedApp {
  const clientId = input.client_id ?? newId('connected-app');
  const existing = project.collections.connected_apps.get(clientId);
  const secret = isConfidential(input.client_type)
    ? (input.client_secret ?? `secret-test-${newSecretToken()}`)
    : null;
  const app: ConnectedApp = {
    client_id: clientId,
    client_name: input.client_name,
    client_description: input.client_description ?? '',
    client_logo_url: input.client_logo_url ?? null,
    client_type: input.client_type,
    redirect_uris: input.redirect_uris,
    post_logout_redirect_uris: input.post_logout_redirect_uris ?? [],
    allowed_custom_scopes: input.allowed_custom_scopes ?? [],
    created_at: existing?.created_at ?? project.clock.nowIso(),
  };
  project.collections.connected_apps.put(clientId, {
    ...app,
    client_secret_digest: secret === null ? null : secretDigest(secret),
  });
  return { ...app, client_secret: secret };
}

/** Deletes a client with every grant, code and token issued to it, in one journal write. */
export function deleteConnectedApp(project: Project, clientId: string): boolean {
  const { connected_apps } = project.collections;
  if (!connected_apps.has(clientId)) return false;
  project.commit([...clientRecordDeletes(project, clientId), connected_apps.deleteWrite(clientId)]);
  return true;
}

/** The user's grants, oldest first, each with its client. */
export function grantedApps(
  project: Project,
  userId: string,
): { app: ConnectedAppRecord; grant: ConnectedAppGrantRecord }[] {
  return project.collections.connected_app_grants
    .filter((grant) => grant.user_id === userId)
    .flatMap((grant) => {
      const app = project.collections.connected_apps.get(grant.client_id);
      return app ? [{ app, grant }] : [];
    });
}

/** The apps a user granted, oldest grant first, with the scopes granted (control API). */
export function userConnectedApps(project: Project, userId: string): UserConnectedApp[] {
  return grantedApps(project, userId).map(({ app, grant }) => ({
    client_id: app.client_id,
    client_name: app.client_name,
    client_type: app.client_type,
    scopes: grant.scopes,
    granted_at: grant.granted_at,
  }));
}

/**
 * Forgets the user's consent to the client and revokes every code, access token and refresh token
 * the client holds for the user, in one journal write. False when there was nothing to revoke.
 */
export function revokeUserConnectedApp(project: Project, userId: string, clientId: string): boolean {
  const writes = clientRecordDeletes(project, clientId, userId);
  if (writes.length === 0) return false;
  project.commit(writes);
  return true;
}

/** Deletes of the codes, access tokens and refresh tokens of a client: every user's, or one user's. */
export function clientTokenDeletes(project: Project, clientId: string, userId?: string): CollectionWrite[] {
  const { authorization_codes, access_tokens, refresh_tokens } = project.collections;
  const matches = (record: { client_id: string; user_id: string }) =>
    record.client_id === clientId && (userId === undefined || record.user_id === userId);
  return [
    ...authorization_codes.keysWhere(matches).map((key) => authorization_codes.deleteWrite(key)),
    ...access_tokens.keysWhere(matches).map((key) => access_tokens.deleteWrite(key)),
    ...refresh_tokens.keysWhere(matches).map((key) => refresh_tokens.deleteWrite(key)),
  ];
}

/** Deletes of the grants, codes and tokens of a client: every user's, or one user's. */
function clientRecordDeletes(project: Project, clientId: string, userId?: string): CollectionWrite[] {
  const grants = project.collections.connected_app_grants;
  const matches = (grant: ConnectedAppGrantRecord) =>
    grant.client_id === clientId && (userId === undefined || grant.user_id === userId);
  return [
    ...grants.keysWhere(matches).map((key) => grants.deleteWrite(key)),
    ...clientTokenDeletes(project, clientId, userId),
  ];
}
