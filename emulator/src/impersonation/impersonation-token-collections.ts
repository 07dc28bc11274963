import { z } from 'zod';
import { describeCollection } from '../store/collection-descriptor';

/**
 * A single-use impersonation token minted through the control API for one user; the token itself is
 * handed out once, in the control API's answer, and only its digest is kept.
 */
export type ImpersonationTokenRecord = {
  /** `secretDigest(impersonation_token)`; the record's key. */
  impersonation_token_digest: string;
  user_id: string;
  impersonator_id: string;
  impersonator_email_address: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

/** What minting an impersonation token answers: the record, with the token itself instead of its digest. */
export type MintedImpersonationToken = Omit<ImpersonationTokenRecord, 'impersonation_token_digest'> & {
  impersonation_token: string;
};

export const impersonationTokensCollection = describeCollection<ImpersonationTokenRecord>({
  key: 'impersonation_token_digest',
  owner: 'user_id',
  digestedSecret: { plainField: 'impersonation_token', digestField: 'impersonation_token_digest' },
  schema: z.looseObject({
    impersonation_token_digest: z.string(),
    user_id: z.string(),
    impersonator_id: z.string(),
    impersonator_email_address: z.string(),
    expires_at: z.string(),
    used_at: z.string().nullable(),
  }),
});
