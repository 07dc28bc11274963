import { z } from 'zod';
import { describeCollection } from '../store/collection-descriptor';
import { CONNECTED_APP_CLIENT_TYPES, type ConnectedAppClientType } from './client-types';

export type ConnectedApp = {
  client_id: string;
  client_name: string;
  client_description: string;
  client_logo_url: string | null;
  client_type: ConnectedAppClientType;
  /** Compared exactly, character for character. */
  redirect_uris: string[];
  /** Compared exactly, character for character. */
  post_logout_redirect_uris: string[];
  /** Custom (non-standard) scopes this client may ask for; each must exist in the project's rbac_policy.scopes. */
  allowed_custom_scopes: string[];
  created_at: string;
};

/** What the control API returns on create: confidential types (first_party, third_party) also get their secret, once. */
export type CreatedConnectedApp = ConnectedApp & { client_secret: string | null };

export type ConnectedAppInput = Omit<
  ConnectedApp,
  | 'client_id'
  | 'created_at'
  | 'client_description'
  | 'client_logo_url'
  | 'post_logout_redirect_uris'
  | 'allowed_custom_scopes'
> &
  Partial<
    Pick<
      ConnectedApp,
      | 'client_id'
      | 'client_description'
      | 'client_logo_url'
      | 'post_logout_redirect_uris'
      | 'allowed_custom_scopes'
    >
  > & {
    /** Optional fixed secret (so a restarted testbed keeps working); generated when absent for confidential types. */
    client_secret?: string;
  };

/** A stored client: only the digest of its secret is kept, as the provider keeps only a hash. */
export type ConnectedAppRecord = ConnectedApp & { client_secret_digest: string | null };

/** A user's grant to one app, as `users/connected_apps` and the control API list it. */
export type UserConnectedApp = {
  client_id: string;
  client_name: string;
  client_type: ConnectedAppClientType;
  scopes: string[];
  granted_at: string;
};

/**
 * The scopes a user consented to for one client, keyed `<user_id> <client_id>`: a later authorize
 * asking for no more than these needs no consent. Revoking the app deletes it with the app's tokens.
 */
export type ConnectedAppGrantRecord = {
  grant_key: string;
  user_id: string;
  client_id: string;
  scopes: string[];
  granted_at: string;
};

// The project's OAuth clients; the project's, not any user's: deleting a user leaves them.
export const connectedAppsCollection = describeCollection<ConnectedAppRecord>({
  key: 'client_id',
  streamEvent: 'connected_app',
  schema: z.looseObject({
    client_id: z.string().min(1),
    client_name: z.string(),
    client_type: z.enum(CONNECTED_APP_CLIENT_TYPES),
    redirect_uris: z.array(z.string()),
    post_logout_redirect_uris: z.array(z.string()),
    allowed_custom_scopes: z.array(z.string()),
    client_secret_digest: z.string().nullable(),
  }),
});

// What each user consented to per client; announced so a panel listing connected apps hears grants and revokes.
export const connectedAppGrantsCollection = describeCollection<ConnectedAppGrantRecord>({
  key: 'grant_key',
  owner: 'user_id',
  streamEvent: 'connected_app_grant',
  schema: z.looseObject({
    grant_key: z.string(),
    user_id: z.string(),
    client_id: z.string(),
    scopes: z.array(z.string()),
    granted_at: z.string(),
  }),
});
