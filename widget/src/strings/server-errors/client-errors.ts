import type { MessageId } from '../catalog';

/**
 * The client's `StytchAPIUnreachableError` covers three different failures, told apart only by its
 * message: the request never got an answer, or the answer could not be read. Keyed by the client's
 * exact words (`@stytch/vanilla-js` NetworkClient).
 */
const UNREACHABLE_MESSAGES: Readonly<Record<string, MessageId>> = {
  'Unable to contact our servers.': 'error.unreachable',
  'Invalid JSON response from our servers.': 'error.invalidJson',
  'Invalid response from our servers.': 'error.invalidResponse',
  // An error answer labelled JSON that is not JSON: as unreadable as any other bad answer.
  'Invalid or no response from server': 'error.invalidResponse',
};

/** The message for an error the client raised itself because the servers could not be read. */
export function describeUnreachable(clientMessage: string | undefined): MessageId {
  return (clientMessage && UNREACHABLE_MESSAGES[clientMessage]) || 'error.unreachable';
}
