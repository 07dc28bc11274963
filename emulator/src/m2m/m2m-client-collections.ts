import { z } from 'zod';
import { describeCollection } from '../store/collection-descriptor';

/**
 * A machine-to-machine client of the project: a service that trades its id and secret for a JWT
 * access token with its scopes (the client-credentials grant of the backend API).
 */
export type M2MClient = {
  client_id: string;
  client_name: string;
  client_description: string;
  status: 'active' | 'inactive';
  scopes: string[];
  trusted_metadata: Record<string, unknown>;
  client_secret_last_four: string;
  /** Set while a rotation is under way: both secrets work until it completes or is cancelled. */
  next_client_secret_last_four: string | null;
};

/** A stored M2M client: its secrets only as digests, as the provider shows a secret once. */
export type M2MClientRecord = M2MClient & {
  client_secret_digest: string;
  next_client_secret_digest: string | null;
  created_at: string;
};

// Services of the host app's backend: only the digests of their secrets are kept.
export const m2mClientsCollection = describeCollection<M2MClientRecord>({
  key: 'client_id',
  schema: z.looseObject({
    client_id: z.string(),
    status: z.enum(['active', 'inactive']),
    scopes: z.array(z.string()),
    client_secret_digest: z.string(),
    next_client_secret_digest: z.string().nullable(),
  }),
});
