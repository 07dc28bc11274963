import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { crossOriginCaller } from './same-origin';

/** What `crossOriginCaller` says of a request to the emulator's own origin with these headers. */
async function callerOf(headers: Record<string, string>): Promise<string> {
  const app = new Hono();
  app.get('/', (c) => c.text(crossOriginCaller(c) ?? 'own'));
  return (await app.request('http://localhost:8787/', { headers })).text();
}

describe('crossOriginCaller', () => {
  it('passes local tools, an address the user typed and the emulator’s own pages', async () => {
    expect(await callerOf({})).toBe('own');
    expect(await callerOf({ 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' })).toBe('own');
    expect(await callerOf({ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:8787' })).toBe('own');
  });

  it('names a page of another origin or site', async () => {
    expect(await callerOf({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).toBe(
      'a page of https://evil.example',
    );
    expect(await callerOf({ 'sec-fetch-site': 'same-site' })).toBe('a page of another site (same-site)');
    expect(await callerOf({ origin: 'null' })).toBe('an opaque origin');
  });

  it("counts a prefetch as another page's, though Chromium sends one made for another site as typed", async () => {
    expect(await callerOf({ 'sec-fetch-site': 'none', 'sec-purpose': 'prefetch' })).toBe(
      'a prefetch the browser made for some page',
    );
    expect(await callerOf({ 'sec-purpose': 'prefetch;prerender' })).toBe(
      'a prefetch;prerender the browser made for some page',
    );
    // The emulator's own pages may prefetch their own.
    expect(await callerOf({ 'sec-fetch-site': 'same-origin', 'sec-purpose': 'prefetch' })).toBe('own');
  });
});
