import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ApiError, EmulatorError } from './api-error';
import { errorEnvelope, errorResponse } from './envelope';
import type { EmulatorErrorType } from './error-types';

/** What a Node HTTP parser error is: headers too large (431), a slow request (408), else malformed (400). */
function parserErrorType(code: string | undefined): EmulatorErrorType {
  if (code === 'HPE_HEADER_OVERFLOW') return 'request_headers_too_large';
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'request_timeout';
  return 'malformed_request';
}

/**
 * Node's `clientError`: the parser refused the request (a malformed request line, headers too large,
 * a broken chunk) before any route saw it. Node's own answer is a bare `400 Bad Request`; this one is
 * the JSON error envelope, so every answer the emulator gives has the same shape.
 */
export function answerParserError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const refusal = new EmulatorError(
    parserErrorType(error.code),
    `The HTTP request could not be parsed (${error.code ?? 'unknown'}).`,
  );
  const { status } = refusal;
  const body = JSON.stringify(errorEnvelope(refusal));
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

/**
 * The Node adaptor's errors: a request it cannot turn into a URL (a garbled `Host`, a backslash in
 * the path) is a 400; the app answers everything else itself, so anything left is the emulator's fault.
 */
export function answerAdaptorError(error: unknown): Response {
  if (error instanceof Error && error.name === 'RequestError') {
    return errorResponse(new EmulatorError('malformed_request', error.message), {
      headers: { connection: 'close' },
    });
  }
  console.error('[foyer-emulator] unexpected error', error);
  return errorResponse(new ApiError('internal_server_error', 'The emulator failed unexpectedly.'));
}
