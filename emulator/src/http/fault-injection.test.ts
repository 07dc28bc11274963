import { describe, expect, it } from 'vitest';
import { sdkTestClient } from '../test-support/sdk-test-client';
import { normalizeEndpoint } from './fault-injection';

describe('normalizeEndpoint', () => {
  it.each(['/otps/authenticate', 'otps/authenticate', '/otps/authenticate/', '/sdk/v1/otps/authenticate'])(
    'reads %j as /otps/authenticate',
    (endpoint) => {
      expect(normalizeEndpoint(endpoint)).toBe('/otps/authenticate');
    },
  );
});

describe('fault injection', () => {
  it('applies to the bootstrap, whose project is named in the path', async () => {
    const { call, publicToken, project } = sdkTestClient();
    project().collections.faults.put('fault-1', {
      fault_id: 'fault-1',
      endpoint: `/projects/bootstrap/${publicToken}`,
      remaining: 1,
      latency_ms: 0,
      error: { error_type: 'too_many_requests', status: 429 },
    });
    const failed = await call({ method: 'GET', path: `/projects/bootstrap/${publicToken}`, anonymous: true });
    expect(failed.status).toBe(429);
    expect(failed.json).toMatchObject({ status_code: 429, error_type: 'too_many_requests' });
    expect(failed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const next = await call({ method: 'GET', path: `/projects/bootstrap/${publicToken}`, anonymous: true });
    expect(next.status).toBe(200);
  });
});

describe('a bootstrap path with a broken %-escape', () => {
  it('is answered with a 4xx envelope, not a crash', async () => {
    const { call } = sdkTestClient();
    const answer = await call({ method: 'GET', path: '/projects/bootstrap/%E0', anonymous: true });
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ status_code: 401, error_type: 'unauthorized_credentials' });
  });
});
