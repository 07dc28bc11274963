import { getEventListeners } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createEventStreamParser,
  followEventStream,
  type ServerSentEvent,
  STREAM_CONNECT_BOUND_MS,
  STREAM_QUIET_BOUND_MS,
} from './event-stream';

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
    // The connection's own, while it is tried; none left over from the ones before.
    expect(Math.max(...listenerCounts)).toBe(1);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
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

  describe('on a controlled clock', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** What a stream said, and a wait for it to have said `count` things: no timer (`vi.waitUntil` would move the faked clock). */
    function heard() {
      const items: string[] = [];
      const waiting: Array<() => void> = [];
      return {
        items,
        add(item: string) {
          items.push(item);
          for (const check of waiting.splice(0)) check();
        },
        until: (count: number) =>
          new Promise<void>((resolve) => {
            const check = () => (items.length >= count ? resolve() : waiting.push(check));
            check();
          }),
      };
    }

    /** A stream server that answers as `answer` says, and tells when each request arrived. */
    async function streamServer(answer: (response: ServerResponse) => void) {
      const arrivals: Array<() => void> = [];
      let requests = 0;
      const sockets = new Set<import('node:net').Socket>();
      const server = createServer((_request, response) => {
        answer(response);
        requests += 1;
        for (const arrived of arrivals.splice(0)) arrived();
      });
      server.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      return {
        url: `http://127.0.0.1:${port}/stream`,
        /** Resolves once `count` requests have arrived. */
        requested: (count: number) =>
          new Promise<void>((resolve) => {
            const check = () => (requests >= count ? resolve() : arrivals.push(check));
            check();
          }),
        close: () => {
          for (const socket of sockets) socket.destroy();
          server.close();
        },
      };
    }

    it('gives up a connection that does not start within its bound, says so and tries again', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      // Holds every request without a word, as a proxy holding the connection does.
      const server = await streamServer(() => undefined);
      const controller = new AbortController();
      const failures = heard();
      const following = followEventStream({
        url: server.url,
        reconnectMs: 1000,
        signal: controller.signal,
        onEvent: () => undefined,
        onFailure: failures.add,
      });
      await server.requested(1);
      await vi.advanceTimersByTimeAsync(STREAM_CONNECT_BOUND_MS - 1);
      expect(failures.items).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      await failures.until(1);
      expect(failures.items).toEqual(['the event stream did not start within 10 s']);
      await vi.advanceTimersByTimeAsync(1000);
      await server.requested(2);
      controller.abort();
      await following;
      server.close();
    });

    it('gives up a connection silent past its keep-alive bound, counting from the last bytes it sent', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      let stream: ServerResponse | undefined;
      const server = await streamServer((response) => {
        stream = response;
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write('event: ready\ndata: {}\n\n');
      });
      const controller = new AbortController();
      const seen = heard();
      const failures = heard();
      const following = followEventStream({
        url: server.url,
        signal: controller.signal,
        onEvent: (event) => seen.add(event.event),
        onFailure: failures.add,
      });
      await seen.until(1);
      await vi.advanceTimersByTimeAsync(STREAM_QUIET_BOUND_MS - 15_000);
      stream?.write('event: tick\ndata: {}\n\n');
      await seen.until(2);
      // Past the bound since `ready`, not since the tick.
      await vi.advanceTimersByTimeAsync(STREAM_QUIET_BOUND_MS - 1);
      expect(failures.items).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      await failures.until(1);
      expect(failures.items).toEqual(['the event stream sent nothing for 45 s']);
      expect(seen.items).toEqual(['ready', 'tick']);
      controller.abort();
      await following;
      server.close();
    });
  });
});
