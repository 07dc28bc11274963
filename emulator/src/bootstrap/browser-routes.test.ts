import { describe, expect, it } from 'vitest';
import { sdkTestClient } from '../test-support/sdk-test-client';

describe('GET /sdk/v1/projects/bootstrap/:public_token', () => {
  it('turns captcha and device fingerprinting off and gives the fields the client maps', async () => {
    const { call, publicToken } = sdkTestClient();
    const { status, json } = await call({ method: 'GET', path: `/projects/bootstrap/${publicToken}` });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({
      project_name: 'Emulator',
      disable_sdk_watermark: true,
      cname_domain: null,
      captcha_settings: { enabled: false },
      dfp_protected_auth_enabled: false,
      password_config: null,
      pkce_required_for_email_magic_links: false,
      pkce_required_for_password_resets: false,
      pkce_required_for_oauth: false,
      rbac_policy: { roles: [], resources: [], scopes: [] },
      siwe_required_for_crypto_wallets: false,
      vertical: 'CONSUMER',
    });
    expect(json.data).not.toHaveProperty('dfp_protected_auth_mode');
  });

  it('follows the project settings', async () => {
    const { call, publicToken, project } = sdkTestClient();
    const scopes = [{ scope: 'read:users', description: 'Read users', permissions: [] }];
    project().updateSettings({
      ...project().settings,
      project_name: 'Acme',
      disable_sdk_watermark: false,
      email_domains: ['acme.test'],
      password_policy: { policy: 'luds', min_length: 10, min_complexity: 3 },
      pkce_required_for_email_magic_links: true,
      rbac_policy: { roles: [], resources: [], scopes },
    });
    const { json } = await call({ method: 'GET', path: `/projects/bootstrap/${publicToken}` });
    expect(json.data).toMatchObject({
      project_name: 'Acme',
      disable_sdk_watermark: false,
      email_domains: ['acme.test'],
      password_config: { luds_complexity: 3, luds_minimum_count: 10 },
      pkce_required_for_email_magic_links: true,
      rbac_policy: { scopes },
    });
  });

  it('accepts live tokens as well as test tokens', async () => {
    const { call } = sdkTestClient();
    const { status } = await call({ method: 'GET', path: '/projects/bootstrap/public-token-live-123' });
    expect(status).toBe(200);
  });
});

describe('a fault injected on the bootstrap', () => {
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
