import { z } from 'zod';
import { describeCollection } from '../store/collection-descriptor';

/**
 * A one-time token sent by email: magic links and password resets. Only its digest is kept (see
 * store/secret-digest): the email in the inbox is the one place the token itself is written.
 */
export type EmailToken = {
  /** `secretDigest(token)`; the record's key. */
  token_digest: string;
  kind: 'magic_link' | 'password_reset';
  user_id: string;
  email_id: string;
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** The PKCE challenge given at send time; the authenticate call must then present its verifier. */
  code_challenge: string | null;
};

// Found by the presented token's digest: the data dir never holds a link that would still sign in.
export const emailTokensCollection = describeCollection<EmailToken>({
  key: 'token_digest',
  owner: 'user_id',
  digestedSecret: { plainField: 'token', digestField: 'token_digest' },
  schema: z.looseObject({ token_digest: z.string(), user_id: z.string() }),
});
