import { z } from 'zod';
import { describeCollection } from '../store/collection-descriptor';

export const messageChannel = z.enum(['email', 'sms', 'whatsapp']);

export type MessageChannel = 'email' | 'sms' | 'whatsapp';

/** What a message is for: what the terminal calls it, so nobody reads it out of the wording. */
export type MessageKind = 'login_link' | 'signup_link' | 'invite' | 'password_reset_link' | 'passcode';

/**
 * Who a message comes from: an email's display name and address (`Login <login@stytchtest.com>`),
 * or the number a text or WhatsApp message is sent from (no name).
 */
export type MessageSender = { name: string | null; address: string };

/** A message the provider would have sent; kept in the project's inbox instead. */
export type InboxMessage = {
  message_id: string;
  created_at: string;
  channel: MessageChannel;
  from: MessageSender;
  to: string;
  /** An email's subject; texts have none. */
  subject: string | null;
  text: string;
  link: string | null;
  code: string | null;
  /** Absent from messages kept (or imported) from before it was recorded. */
  kind?: MessageKind;
};

/**
 * A message as the inbox keeps it: those kept (or imported) from before senders were recorded have
 * none, and are read with the sender they would have had (messages/inbox).
 */
export type StoredMessage = Omit<InboxMessage, 'from'> & { from?: MessageSender };

export const messagesCollection = describeCollection<StoredMessage>({
  key: 'message_id',
  streamEvent: 'message',
  schema: z.looseObject({
    message_id: z.string(),
    created_at: z.string(),
    channel: messageChannel,
    // Absent from exports made before senders were recorded.
    from: z.object({ name: z.string().nullable(), address: z.string() }).optional(),
    to: z.string(),
    text: z.string(),
  }),
});
