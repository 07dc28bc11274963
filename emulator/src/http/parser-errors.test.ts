import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { answerParserError } from './parser-errors';

// What the emulator answers over a real socket before any route runs: whole-emulator/socket-answers.test.ts.

describe('an error of the HTTP parser', () => {
  it('answers a request the parser timed out with 408 request_timeout', async () => {
    const socket = new PassThrough();
    const written: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => written.push(chunk));
    const ended = new Promise((resolve) => socket.on('end', resolve));
    answerParserError(Object.assign(new Error('timed out'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), socket);
    await ended;
    const [head = '', body = ''] = Buffer.concat(written).toString('utf8').split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
    expect(JSON.parse(body)).toMatchObject({ status_code: 408, error_type: 'request_timeout' });
  });
});
