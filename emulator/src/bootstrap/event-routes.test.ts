import { describe, expect, it } from 'vitest';
import { sdkTestClient } from '../test-support/sdk-test-client';

describe('POST /sdk/v1/events', () => {
  it('keeps each event with its project, without credentials', async () => {
    const { call, publicToken, project } = sdkTestClient();
    const telemetry = { event_id: 'event-id-1', app: { identifier: 'localhost' } };
    const { status, json } = await call({
      path: '/events',
      anonymous: true,
      body: [
        {
          telemetry,
          event: { public_token: publicToken, event_name: 'sdk_instance_instantiated', details: {} },
        },
        { telemetry, event: { public_token: 'not-a-public-token', event_name: 'ignored', details: {} } },
      ],
    });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ status_code: 200 });
    expect(project().collections.events.all()).toEqual([
      expect.objectContaining({ event_name: 'sdk_instance_instantiated', telemetry, details: {} }),
    ]);
  });

  it('refuses a body that is not an event batch', async () => {
    const { call } = sdkTestClient();
    const { status, json } = await call({ path: '/events', anonymous: true, body: { event_name: 'x' } });
    expect(status).toBe(400);
    expect(json.error_type).toBe('bad_request');
  });

  it('keeps an event without details, and the valid events of a batch with a malformed one', async () => {
    const { call, publicToken, project } = sdkTestClient();
    const { status } = await call({
      path: '/events',
      anonymous: true,
      body: [
        { event: { public_token: publicToken, event_name: 'no_details' } },
        { event: { public_token: publicToken } },
        'not an event',
        { telemetry: {}, event: { public_token: publicToken, event_name: 'after', details: { a: 1 } } },
      ],
    });
    expect(status).toBe(200);
    expect(project().collections.events.all()).toEqual([
      expect.objectContaining({ event_name: 'no_details', details: null }),
      expect.objectContaining({ event_name: 'after', details: { a: 1 } }),
    ]);
  });
});
