import { type DisplayMessage, plainText } from '../state/display-message';
import { describeError } from '../strings/server-errors';

function fieldOf(error: unknown, field: string): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[field] : undefined;
}

/**
 * What a failed password call shows under its field: the server's own error_message (it explains
 * the policy or the credentials problem best), or the generic description when there is none.
 */
export function passwordErrorMessage(error: unknown): DisplayMessage {
  const serverText = fieldOf(error, 'error_message');
  return typeof serverText === 'string' && serverText !== '' ? plainText(serverText) : describeError(error);
}

/** The server's answer for an account that must reset its password before logging in with one. */
export function isResetRequiredError(error: unknown): boolean {
  return fieldOf(error, 'error_type') === 'reset_password';
}
