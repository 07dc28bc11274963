import { z } from 'zod';
import { describeCollection } from '../store/collection-descriptor';

/** One of a TOTP's single-use recovery codes; `used_at` is set when `totps/recover` spends it. */
export type TotpRecoveryCode = { totp_recovery_code_id: string; code: string; used_at: string | null };

/**
 * A user's authenticator-app registration with its shared secret; `User.totps` lists only its id
 * and whether a code has proven it. An unproven one is usable until `expires_at`.
 */
export type TotpRecord = {
  totp_id: string;
  user_id: string;
  /** Base32, as authenticator apps take it. */
  secret: string;
  created_at: string;
  expires_at: string;
  verified: boolean;
  /** The 30-second step of the last code accepted: that code, and older ones, are refused after it. */
  last_used_step: number | null;
  recovery_codes: TotpRecoveryCode[];
};

export const totpsCollection = describeCollection<TotpRecord>({
  key: 'totp_id',
  owner: 'user_id',
  schema: z.looseObject({
    totp_id: z.string(),
    user_id: z.string(),
    secret: z.string(),
    expires_at: z.string(),
    verified: z.boolean(),
    last_used_step: z.number().int().nullable(),
    recovery_codes: z.array(
      z.object({ totp_recovery_code_id: z.string(), code: z.string(), used_at: z.string().nullable() }),
    ),
  }),
});
