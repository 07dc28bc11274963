import type { MessageId } from '../catalog';

/**
 * The client's `StytchAPIUnreachableError` covers three different failures, told apart only by its
 * message: the request never got an answer, or the answer could not be read. Keyed by the client's
 * exact words (`@stytch/vanilla-js` NetworkClient).
 */
/** What the widget says when the servers could not be read: never a product's own wording. */
export type UnreachableMessageId = Extract<
  MessageId,
  'error.unreachable' | 'error.invalidJson' | 'error.invalidResponse'
>;

const UNREACHABLE_MESSAGES: Readonly<Record<string, UnreachableMessageId>> = {
  'Unable to contact our servers.': 'error.unreachable',
  'Invalid JSON response from our servers.': 'error.invalidJson',
  'Invalid response from our servers.': 'error.invalidResponse',
  // An error answer labelled JSON that is not JSON: as unreadable as any other bad answer.
  'Invalid or no response from server': 'error.invalidResponse',
};

/** The message for an error the client raised itself because the servers could not be read. */
export function describeUnreachable(clientMessage: string | undefined): UnreachableMessageId {
  return (clientMessage && UNREACHABLE_MESSAGES[clientMessage]) || 'error.unreachable';
}

/**
 * The client's own error for servers it could not read, whichever call raised it: the client names
 * it by `name` (its class is not exported from the headless entry).
 */
export function isUnreachableError(error: unknown): error is Error {
  return error instanceof Error && error.name === 'StytchAPIUnreachableError';
}
