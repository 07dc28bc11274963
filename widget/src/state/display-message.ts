import type { MessageId, MessageValues } from '../strings/catalog';

/**
 * Something to show the user: either a catalog message (translated, with its placeholder values) or
 * a text from elsewhere, such as a server's error_message, which is always rendered as plain text.
 */
export type DisplayMessage =
  | { readonly kind: 'message'; readonly id: MessageId; readonly values?: MessageValues }
  | { readonly kind: 'text'; readonly text: string };

export function message(id: MessageId, values?: MessageValues): DisplayMessage {
  return values ? { kind: 'message', id, values } : { kind: 'message', id };
}

export function plainText(text: string): DisplayMessage {
  return { kind: 'text', text };
}
