import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ApiError } from './api-error';
import { errorEnvelope, errorResponse } from './envelope';

/** The status a Node HTTP parser error deserves: too-large headers 431, a slow request 408, else 400. */
function parserErrorStatus(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
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
  const status = parserErrorStatus(error.code);
  const body = JSON.stringify(
    errorEnvelope(
      new ApiError(
        status,
        'malformed_request',
        `The HTTP request could not be parsed (${error.code ?? 'unknown'}).`,
      ),
    ),
  );
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
    return errorResponse(new ApiError(400, 'malformed_request', error.message), { connection: 'close' });
  }
  console.error('[foyer-emulator] unexpected error', error);
  return errorResponse(new ApiError(500, 'internal_server_error', 'The emulator failed unexpectedly.'));
}
