import { describe, expect, it } from 'vitest';
import { sdkTestClient } from '../test-support/sdk-test-client';

describe('b2b calls on a consumer project', () => {
  it('answers members/search as the provider answers a B2B call with a consumer token', async () => {
    const emulator = sdkTestClient();
    const { status, json, detail } = await emulator.call({
      path: '/b2b/organizations/members/search',
      body: { email_address: 'ada@example.com', organization_id: 'organization-test-1' },
    });
    expect(status).toBe(400);
    expect(json).toMatchObject({ status_code: 400, error_type: 'invalid_b2b_endpoint' });
    expect(detail).toMatch(/B2B projects/);
  });

  it('still asks for credentials first', async () => {
    const emulator = sdkTestClient();
    const { status, json } = await emulator.call({
      path: '/b2b/organizations/members/search',
      body: {},
      anonymous: true,
    });
    expect(status).toBe(401);
    expect(json.error_type).toBe('unauthorized_credentials');
  });
});
