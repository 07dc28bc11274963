import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerTestbedLink, nameTestbedProject, TESTBED_PROJECT_PATH } from './testbed-link';

const LINK_TOKEN = 'the-link-token-npm-start-made';
let server: Server | null = null;

/** The demo app's end of the link on a real port; `used` lists the projects it was told about. */
async function demoAppEnd(options: { linkToken: string | null; failWith?: string }) {
  const used: string[] = [];
  server = createServer((request, response) => {
    void answerTestbedLink(request, response, {
      linkToken: options.linkToken,
      async followProject(publicToken) {
        if (options.failWith) throw new Error(options.failWith);
        used.push(publicToken);
      },
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return { origin, used, url: `${origin}${TESTBED_PROJECT_PATH}` };
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = null;
});

describe('the link between the testbed and the demo app', () => {
  it("carries the testbed's project to the demo app", async () => {
    const end = await demoAppEnd({ linkToken: LINK_TOKEN });
    await nameTestbedProject(end.origin, LINK_TOKEN, 'public-token-test-a');
    expect(end.used).toEqual(['public-token-test-a']);
  });

  it("reports the demo app's failure to take the project, in its words", async () => {
    const end = await demoAppEnd({ linkToken: LINK_TOKEN, failWith: 'The emulator is not running.' });
    await expect(nameTestbedProject(end.origin, LINK_TOKEN, 'public-token-test-a')).rejects.toThrow(
      'The demo app refused the project (502): The emulator is not running.',
    );
  });

  it('refuses a caller without the link token, as a page on another origin would be', async () => {
    const end = await demoAppEnd({ linkToken: LINK_TOKEN });
    await expect(nameTestbedProject(end.origin, 'a-guess', 'public-token-test-a')).rejects.toThrow('(401)');
    // What a cross-site form or a no-cors fetch can send: no bearer header, no JSON type.
    const simple = await fetch(end.url, {
      method: 'PUT',
      headers: { 'content-type': 'text/plain' },
      body: '{"publicToken":"public-token-test-a"}',
    });
    expect(simple.status).toBe(401);
    expect(end.used).toEqual([]);
  });

  it('takes only a public token, as JSON', async () => {
    const end = await demoAppEnd({ linkToken: LINK_TOKEN });
    const put = (contentType: string, body: string) =>
      fetch(end.url, {
        method: 'PUT',
        headers: { authorization: `Bearer ${LINK_TOKEN}`, 'content-type': contentType },
        body,
      }).then((response) => response.status);
    expect(await put('application/json', '{"publicToken":"https://evil.example"}')).toBe(400);
    expect(await put('application/json', 'not json')).toBe(400);
    expect(await put('text/plain', '{"publicToken":"public-token-test-a"}')).toBe(415);
    expect(
      await put('application/json', JSON.stringify({ publicToken: `public-token-${'a'.repeat(2000)}` })),
    ).toBe(413);
    expect(end.used).toEqual([]);
  });

  it('does not exist when the testbed runs in the same process', async () => {
    const end = await demoAppEnd({ linkToken: null });
    await expect(nameTestbedProject(end.origin, LINK_TOKEN, 'public-token-test-a')).rejects.toThrow('(404)');
  });
});
