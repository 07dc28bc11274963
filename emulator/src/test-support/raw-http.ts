import { connect } from 'node:net';

export type RawAnswer = { status: number; headers: Record<string, string>; body: string; closed: boolean };

/**
 * Sends bytes as they are (no client library fixes them up) and reads the answer until the server
 * closes the socket or one whole answer has arrived; `closed` says whether the server closed it.
 */
export function rawHttp(httpUrl: string, request: string | Buffer): Promise<RawAnswer> {
  const { hostname, port } = new URL(httpUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let data = Buffer.alloc(0);
    const parse = (closed: boolean): RawAnswer | undefined => {
      const text = data.toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return undefined;
      const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const body = text.slice(end + 4);
      const length = Number(headers['content-length'] ?? Number.NaN);
      if (!closed && !(body.length >= length)) return undefined;
      return { status: Number(statusLine.split(' ')[1]), headers, body, closed };
    };
    socket.on('data', (chunk) => {
      data = Buffer.concat([data, chunk]);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const answer = parse(true);
      if (answer) resolve(answer);
      else reject(new Error(`no answer before the socket closed: ${JSON.stringify(data.toString())}`));
    });
    // Half-closed: a request cut short is answered (or refused) instead of waited on.
    socket.end(request);
  });
}
