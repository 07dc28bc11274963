import type { EmulatorStore, Project } from '../emulator-store';
import { newId } from '../store/ids';
import {
  countDropped,
  MAX_MESSAGE_FIELD_CHARS,
  MAX_MESSAGES_PER_PROJECT,
  oldestOverLimit,
} from '../store/retention';
import type { InboxMessage, MessageChannel, MessageKind, StoredMessage } from './message-collections';
import { defaultSender, senderFor } from './message-senders';

/** An email has a subject; a text or WhatsApp message has none. */
type Envelope =
  | { channel: 'email'; subject: string }
  | { channel: Exclude<MessageChannel, 'email'>; subject?: undefined };

/** A message to keep; its sender is the project's (messages/message-senders). */
export type NewMessage = Envelope & {
  kind: MessageKind;
  to: string;
  text: string;
  link?: string;
  code?: string;
};

function capped(text: string): string;
function capped(text: string | null): string | null;
function capped(text: string | null): string | null {
  return text === null || text.length <= MAX_MESSAGE_FIELD_CHARS
    ? text
    : text.slice(0, MAX_MESSAGE_FIELD_CHARS);
}

/**
 * Keeps a message the provider would have emailed or texted. The inbox holds the newest
 * `MAX_MESSAGES_PER_PROJECT`: a full one drops its oldest, in the same journal write, and counts it.
 */
export function addMessage(project: Project, message: NewMessage): InboxMessage {
  const stored: InboxMessage = {
    message_id: newId('message'),
    // The project's clock, so a message's age and the expiry it announces read on one timeline.
    created_at: project.clock.nowIso(),
    channel: message.channel,
    // Recorded, not derived when read: a sender the project sets later does not rewrite what was sent.
    from: senderFor(project, message.channel),
    to: message.to,
    subject: capped(message.subject ?? null),
    text: capped(message.text),
    link: capped(message.link ?? null),
    code: message.code ?? null,
    kind: message.kind,
  };
  const messages = project.collections.messages;
  const evicted = oldestOverLimit(messages, 1, MAX_MESSAGES_PER_PROJECT);
  project.commit([...evicted, messages.putWrite(stored.message_id, stored)]);
  countDropped(project, 'messages', evicted.length);
  return stored;
}

/**
 * Which messages: to an address or number (any case), on a channel, whose subject contains some
 * words (any case; texts, which have no subject, never match one).
 */
export type MessageFilter = { to?: string; channel?: MessageChannel; subject?: string };

function matches(message: StoredMessage, filter: MessageFilter): boolean {
  const sameTo = filter.to === undefined || message.to.toLowerCase() === filter.to.toLowerCase();
  const sameChannel = filter.channel === undefined || message.channel === filter.channel;
  const subject = filter.subject?.toLowerCase();
  const hasSubject = subject === undefined || message.subject?.toLowerCase().includes(subject) === true;
  return sameTo && sameChannel && hasSubject;
}

/** A kept message with its sender; one kept from before senders were recorded gets the provider's default. */
export function withSender(project: Project, message: StoredMessage): InboxMessage {
  return { ...message, from: message.from ?? defaultSender(project.publicToken, message.channel) };
}

/** The project's messages matching a filter, newest first. */
export function listMessages(project: Project, filter: MessageFilter = {}): InboxMessage[] {
  return project.collections.messages
    .filter((m) => matches(m, filter))
    .reverse()
    .map((m) => withSender(project, m));
}

/**
 * The newest matching message; if there is none yet, waits up to `timeoutMs` for one to arrive.
 * Resolves undefined on timeout or when `signal` aborts (the caller hung up, the server closes).
 */
export function waitForLatestMessage(
  store: EmulatorStore,
  project: Project,
  filter: MessageFilter,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<InboxMessage | undefined> {
  const existing = listMessages(project, filter)[0];
  if (existing || timeoutMs <= 0 || signal?.aborted) return Promise.resolve(existing);
  return new Promise((resolve) => {
    const finish = (message: InboxMessage | undefined) => {
      clearTimeout(timer);
      unsubscribe();
      signal?.removeEventListener('abort', onAbort);
      resolve(message);
    };
    const onAbort = () => finish(undefined);
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    const unsubscribe = store.subscribe(({ token, write }) => {
      if (token !== project.publicToken || write.op !== 'put' || write.collection !== 'messages') return;
      if (matches(write.value, filter)) finish(withSender(project, write.value));
    });
    signal?.addEventListener('abort', onAbort);
  });
}
