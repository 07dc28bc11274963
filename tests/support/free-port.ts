import { createServer } from 'node:net';

/** A TCP port free on loopback now, for a server a test starts with a port it must be told. */
export function freePort(): Promise<number> {
  return new Promise((found, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? found(address.port) : fail(address)));
    });
  });
}
