import type { DeclaredErrorType } from '../../client/declared-error-types';
import { type DisplayMessage, message, plainText } from '../../state/display-message';
import type { MessageId } from '../catalog';
import { describeUnreachable, isUnreachableError } from './client-errors';
import { coreServerErrors } from './core';
import { otpServerErrors } from './otp';

/** A server-error table: only error types the provider's client declares compile as keys. */
export type ServerErrorMessages = Readonly<Partial<Record<DeclaredErrorType, MessageId>>>;

const SERVER_ERRORS: Readonly<Partial<Record<string, MessageId>>> = {
  ...coreServerErrors,
  ...otpServerErrors,
};

/** A non-empty string field of a client error (`error_type`, `error_message`, …), if it has one. */
export function errorField(value: unknown, field: string): string | undefined {
  if (typeof value !== 'object' || value === null || !(field in value)) return undefined;
  const found = (value as Record<string, unknown>)[field];
  return typeof found === 'string' && found !== '' ? found : undefined;
}

/**
 * What to tell the user about a failed client call. Known server error types get their catalog
 * message; unknown ones show the server's own text; an answer that never came or could not be read
 * says which; anything else gets the generic error title.
 */
export function describeError(error: unknown): DisplayMessage {
  const errorType = errorField(error, 'error_type');
  const mapped = errorType === undefined ? undefined : SERVER_ERRORS[errorType];
  if (mapped) return message(mapped);
  const serverText = errorField(error, 'error_message');
  if (serverText) return plainText(serverText);
  if (isUnreachableError(error)) return message(describeUnreachable(error.message));
  return message('error.title');
}

/**
 * The server's own error_message when it gave one, for calls where it explains the problem best (a
 * password policy, wrong credentials, a failed resend); otherwise what `describeError` says.
 */
export function describeErrorInServerWords(error: unknown): DisplayMessage {
  const serverText = errorField(error, 'error_message');
  return serverText ? plainText(serverText) : describeError(error);
}
