import type { EmailSenderSetting } from '../settings/project-settings';
import type { MessageChannel, MessageSender } from './message-collections';

/*
 * Who the provider's messages come from. Its messaging policy names the default email senders:
 * login@stytch.com in Live, login@stytchtest.com in Test; "Login" is the display name its emails
 * carry. It names no number for texts, so the emulator sends them from a number of the range
 * reserved for fiction (555-0100 to 555-0199), which no real phone holds.
 */

export const TEST_EMAIL_SENDER: MessageSender = { name: 'Login', address: 'login@stytchtest.com' };
export const LIVE_EMAIL_SENDER: MessageSender = { name: 'Login', address: 'login@stytch.com' };
export const TEXT_SENDER: MessageSender = { name: null, address: '+12025550100' };

/** Whether a project is one of the provider's Live projects, which send as Live does. */
export function isLiveProject(publicToken: string): boolean {
  return publicToken.startsWith('public-token-live-');
}

/** The sender the provider uses for a channel when the project set none of its own. */
export function defaultSender(publicToken: string, channel: MessageChannel): MessageSender {
  if (channel !== 'email') return TEXT_SENDER;
  return isLiveProject(publicToken) ? LIVE_EMAIL_SENDER : TEST_EMAIL_SENDER;
}

/** Who a project's message on `channel` comes from: its own email sender if it has one, else the default. */
export function senderFor(
  project: { publicToken: string; settings: { email_sender: EmailSenderSetting | null } },
  channel: MessageChannel,
): MessageSender {
  const own = project.settings.email_sender;
  if (channel !== 'email' || own === null) return defaultSender(project.publicToken, channel);
  return { name: own.from_name || null, address: `${own.from_local_part}@${own.from_domain}` };
}

/** `Login <login@stytchtest.com>`, or the address alone when the sender has no name. */
export function formatSender(sender: MessageSender): string {
  return sender.name ? `${sender.name} <${sender.address}>` : sender.address;
}
