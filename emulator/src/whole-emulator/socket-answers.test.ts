import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../app';
import { type RunningEmulator, startEmulator } from '../server';
import { rawHttp } from '../test-support/raw-http';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(async () => {
  await emulator.close();
});

const ENVELOPE_KEYS = ['error_message', 'error_type', 'error_url', 'request_id', 'status_code'];

describe('answers given before any route runs', () => {
  it('says Connection: close on a 413, then closes the socket instead of reading the body as a request', async () => {
    const head = [
      'POST /sdk/v1/users/search HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      `Content-Length: ${MAX_BODY_BYTES + 1}`,
      'Connection: keep-alive',
      '',
      '',
    ].join('\r\n');
    const answer = await rawHttp(emulator.httpUrl, head);
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(answer.closed).toBe(true);
    expect(JSON.parse(answer.body)).toMatchObject({ status_code: 413, error_type: 'request_too_large' });
  });

  it.each([
    ['a malformed request line', 'GARBAGE\r\n\r\n', 400, 'malformed_request'],
    [
      'a bad chunk size',
      'POST /sdk/v1/events HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
      400,
      'malformed_request',
    ],
    [
      'a header with no colon',
      'GET / HTTP/1.1\r\nHost: localhost\r\nno colon here\r\n\r\n',
      400,
      'malformed_request',
    ],
    [
      'headers larger than the parser takes',
      `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'request_headers_too_large',
    ],
  ])('answers %s with the JSON envelope (%i %s) and closes', async (_, request, status, errorType) => {
    const answer = await rawHttp(emulator.httpUrl, request);
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.headers.connection).toBe('close');
    const envelope = JSON.parse(answer.body) as Record<string, unknown>;
    expect(Object.keys(envelope).sort()).toEqual(ENVELOPE_KEYS);
    expect(envelope).toMatchObject({ status_code: status, error_type: errorType });
  });

  it('answers a Host the adaptor cannot make a URL of with a 400 envelope', async () => {
    const answer = await rawHttp(
      emulator.httpUrl,
      'GET /sdk/v1/x HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ status_code: 400, error_type: 'malformed_request' });
  });

  it('answers a rebound Host with 421 over a real socket', async () => {
    const answer = await rawHttp(
      emulator.httpUrl,
      'GET /control/v1/projects HTTP/1.1\r\nHost: rebind.evil.example:8787\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(421);
    expect(JSON.parse(answer.body)).toMatchObject({ error_type: 'host_not_allowed' });
  });
});
