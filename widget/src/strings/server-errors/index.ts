import { type DisplayMessage, message, plainText } from '../../state/display-message';
import type { MessageId } from '../catalog';
import { coreServerErrors } from './core';
import { otpServerErrors } from './otp';

const SERVER_ERRORS: Readonly<Record<string, MessageId>> = { ...coreServerErrors, ...otpServerErrors };

function stringField(value: unknown, field: string): string | undefined {
  if (typeof value !== 'object' || value === null || !(field in value)) return undefined;
  const found = (value as Record<string, unknown>)[field];
  return typeof found === 'string' && found !== '' ? found : undefined;
}

/**
 * What to tell the user about a failed client call. Known server error types get their catalog
 * message; unknown ones show the server's own text; errors without one fall back to the client's
 * message or the generic error title.
 */
export function describeError(error: unknown): DisplayMessage {
  const errorType = stringField(error, 'error_type');
  const mapped = errorType === undefined ? undefined : SERVER_ERRORS[errorType];
  if (mapped) return message(mapped);
  const serverText = stringField(error, 'error_message');
  if (serverText) return plainText(serverText);
  if (stringField(error, 'name') === 'StytchAPIUnreachableError') return message('error.unreachable');
  return message('error.title');
}
