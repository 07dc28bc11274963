import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * How the testbed names its project to the demo app when they run in two processes (Electron's
 * main process and `npm start`): a PUT with the project's public token, allowed only with the
 * link token `npm start` gave both. In one process (the Chromium mode) the testbed calls the demo
 * app's `followProject` directly; either way it is the testbed's demo-app capability that names it.
 */
export const TESTBED_PROJECT_PATH = '/testbed/project';

const PUBLIC_TOKEN = /^public-token-[A-Za-z0-9_-]+$/;
const MAX_BODY_BYTES = 1024;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries the link token, compared in constant time. */
function isLinked(request: IncomingMessage, linkToken: string): boolean {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') && timingSafeEqual(digest(header.slice(7)), digest(linkToken));
}

async function readBody(request: IncomingMessage): Promise<string | null> {
  let body = '';
  for await (const chunk of request) {
    body += chunk;
    if (body.length > MAX_BODY_BYTES) return null;
  }
  return body;
}

function publicTokenOf(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    const token = (parsed as { publicToken?: unknown } | null)?.publicToken;
    return typeof token === 'string' && PUBLIC_TOKEN.test(token) ? token : null;
  } catch {
    return null;
  }
}

/**
 * Answers a request for {@link TESTBED_PROJECT_PATH}. Without a link token (the testbed runs in
 * this process) the path does not exist. A browser cannot send the bearer header across origins
 * without a preflight this server never grants, so no web page can move the demo app elsewhere.
 */
export async function answerTestbedLink(
  request: IncomingMessage,
  response: ServerResponse,
  link: { linkToken: string | null; followProject(publicToken: string): Promise<void> },
): Promise<void> {
  const reply = (status: number, text: string, headers: Record<string, string> = {}) =>
    response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers }).end(text);
  if (link.linkToken === null) return void reply(404, 'Not found');
  if (request.method !== 'PUT') return void reply(405, 'Use PUT', { allow: 'PUT' });
  if (!isLinked(request, link.linkToken)) {
    return void reply(401, 'The link token is missing or wrong', { 'www-authenticate': 'Bearer' });
  }
  if (!request.headers['content-type']?.startsWith('application/json')) {
    return void reply(415, 'Send JSON: {"publicToken": "public-token-…"}');
  }
  const body = await readBody(request);
  if (body === null) return void reply(413, 'Too large');
  const publicToken = publicTokenOf(body);
  if (!publicToken) return void reply(400, 'Send JSON: {"publicToken": "public-token-…"}');
  try {
    await link.followProject(publicToken);
  } catch (error) {
    return void reply(502, error instanceof Error ? error.message : String(error));
  }
  response.writeHead(204).end();
}

/** The other end: names the testbed's project to the demo app at `origin`, or says why it could not. */
export async function nameTestbedProject(
  origin: string,
  linkToken: string,
  publicToken: string,
): Promise<void> {
  const response = await fetch(new URL(TESTBED_PROJECT_PATH, origin), {
    method: 'PUT',
    headers: { authorization: `Bearer ${linkToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ publicToken }),
  });
  if (!response.ok) {
    throw new Error(`The demo app refused the project (${response.status}): ${await response.text()}`);
  }
}
