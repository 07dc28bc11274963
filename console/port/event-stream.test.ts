import { getEventListeners } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createEventStreamParser, followEventStream, type ServerSentEvent } from './event-stream';

function parseAll(chunks: string[]): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const feed = createEventStreamParser((event) => events.push(event));
  for (const chunk of chunks) feed(chunk);
  return events;
}

describe('event stream parser', () => {
  it('reads named events, joins multi-line data and skips comments', () => {
    expect(
      parseAll([': keep-alive\n\n', 'event: user\ndata: {"a":1}\n', 'data: {"b":2}\nid: 7\n\n']),
    ).toEqual([{ event: 'user', data: '{"a":1}\n{"b":2}', id: '7' }]);
  });

  it('reassembles events split anywhere, including inside a CRLF', () => {
    const text = 'event: message\r\ndata: hello\r\n\r\nevent: reset\r\ndata: {}\r\n\r\n';
    const insideCrlf = text.indexOf('hello\r\n') + 'hello\r'.length;
    const split = [
      text.slice(0, insideCrlf),
      text.slice(insideCrlf, insideCrlf + 1),
      text.slice(insideCrlf + 1),
    ];
    expect(split[0]?.endsWith('\r')).toBe(true);
    expect(parseAll(split)).toEqual([
      { event: 'message', data: 'hello', id: null },
      { event: 'reset', data: '{}', id: null },
    ]);
  });

  it('defaults the event name to "message" and ignores events without data', () => {
    expect(parseAll(['event: ready\n\n', 'data: x\n\n'])).toEqual([
      { event: 'message', data: 'x', id: null },
    ]);
  });
});

describe('followEventStream', () => {
  it('delivers events and reconnects after the server drops the connection', async () => {
    let connections = 0;
    const server = createServer((_request, response: ServerResponse) => {
      connections += 1;
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end(`event: tick\ndata: ${connections}\n\n`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const controller = new AbortController();
    const seen: string[] = [];
    const done = new Promise<void>((resolve) => {
      void followEventStream({
        url: `http://127.0.0.1:${port}/stream`,
        reconnectMs: 10,
        signal: controller.signal,
        onEvent: (event) => {
          seen.push(`${event.event}:${event.data}`);
          if (seen.length === 2) resolve();
        },
      });
    });
    await done;
    controller.abort();
    server.close();
    expect(seen).toEqual(['tick:1', 'tick:2']);
  });

  it('leaves no abort listener behind between reconnects', async () => {
    const controller = new AbortController();
    let attempts = 0;
    const listenerCounts: number[] = [];
    const refused = (async () => {
      attempts += 1;
      listenerCounts.push(getEventListeners(controller.signal, 'abort').length);
      if (attempts === 20) controller.abort();
      throw new Error('connection refused');
    }) as unknown as typeof fetch;
    await followEventStream({
      url: 'http://127.0.0.1:1/stream',
      reconnectMs: 1,
      signal: controller.signal,
      fetch: refused,
      onEvent: () => undefined,
    });
    expect(attempts).toBe(20);
    expect(Math.max(...listenerCounts)).toBe(0);
  });

  it("says why each connection failed, in the emulator's words where it refused", async () => {
    const controller = new AbortController();
    const failures: string[] = [];
    const answers = [
      () => Promise.reject(new Error('connection refused')),
      () =>
        Promise.resolve(
          new Response(JSON.stringify({ error_message: 'This emulator was started with --control-token.' }), {
            status: 401,
          }),
        ),
    ];
    await followEventStream({
      url: 'http://127.0.0.1:1/stream',
      reconnectMs: 1,
      signal: controller.signal,
      fetch: (() =>
        (answers.shift() ?? (() => Promise.reject(new Error('stop'))))()) as unknown as typeof fetch,
      onEvent: () => undefined,
      onFailure: (reason) => {
        failures.push(reason);
        if (failures.length === 2) controller.abort();
      },
    });
    expect(failures).toEqual([
      'connection refused',
      'the event stream answered 401: This emulator was started with --control-token.',
    ]);
  });
});
