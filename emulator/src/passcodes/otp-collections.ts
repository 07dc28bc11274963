import { z } from 'zod';
import type { MessageChannel } from '../messages/message-collections';
import { describeCollection } from '../store/collection-descriptor';

/**
 * A passcode sent by SMS, WhatsApp or email; `method_id` names the phone or email it went to. Only
 * the code's digest is kept: the message in the inbox is the one place the code itself is written.
 */
export type OtpRecord = {
  otp_id: string;
  method_id: string;
  user_id: string;
  channel: MessageChannel;
  /** `secretDigest(code)`. */
  code_digest: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

export const otpsCollection = describeCollection<OtpRecord>({
  key: 'otp_id',
  owner: 'user_id',
  digestedSecret: { plainField: 'code', digestField: 'code_digest' },
  schema: z.looseObject({ otp_id: z.string(), user_id: z.string(), code_digest: z.string() }),
});
