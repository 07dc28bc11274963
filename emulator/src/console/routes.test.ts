import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { EmulatorStore } from '../store/store';
import { CONSOLE_CSP } from './routes';

const app = createApp(EmulatorStore.inMemory());

describe('the console at /', () => {
  it('is a page under a strict policy that no other site may frame, built or not', async () => {
    const response = await app.request('/', { headers: { host: 'localhost:8787' } });
    // 503 says "build it first" in a checkout that has not built the console yet.
    expect([200, 503]).toContain(response.status);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toBe(CONSOLE_CSP);
    expect(CONSOLE_CSP).toContain("frame-ancestors 'none'");
    expect(CONSOLE_CSP).toContain("script-src 'self'");
    expect(CONSOLE_CSP).not.toContain('unsafe');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('answers an asset name that is not one of its files as not found', async () => {
    const response = await app.request('/console/assets/..%2F..%2Fpackage.json', {
      headers: { host: 'localhost:8787' },
    });
    expect(response.status).toBe(404);
  });
});
