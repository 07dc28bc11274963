import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { EmulatorStore } from '../emulator-store';
import { addMessage, listMessages } from '../messages/inbox';
import {
  MAX_EVENT_CHARS,
  MAX_EVENTS_PER_PROJECT,
  MAX_MESSAGE_FIELD_CHARS,
  MAX_MESSAGES_PER_PROJECT,
} from '../store/retention';
import { sdkTestClient } from '../test-support/sdk-test-client';

function event(publicToken: string, name: string, details: unknown = {}) {
  return { telemetry: {}, event: { public_token: publicToken, event_name: name, details } };
}

describe('telemetry events', () => {
  it(`keeps the newest ${MAX_EVENTS_PER_PROJECT} per project, and counts the ones dropped`, async () => {
    const { call, publicToken, project } = sdkTestClient();
    const total = MAX_EVENTS_PER_PROJECT + 25;
    const names = Array.from({ length: total }, (_, i) => `event-${i}`);
    // Two batches: the second pushes the first's oldest out of the ring.
    for (const batch of [names.slice(0, 600), names.slice(600)]) {
      const { status } = await call({
        path: '/events',
        anonymous: true,
        body: batch.map((n) => event(publicToken, n)),
      });
      expect(status).toBe(200);
    }
    const kept = project()
      .collections.events.all()
      .map((e) => e.event_name);
    expect(kept).toEqual(names.slice(25));
    const { json } = await call({ method: 'GET', path: `/control/v1/projects/${publicToken}/retention` });
    expect(json.data.retention.events).toEqual({
      kept: MAX_EVENTS_PER_PROJECT,
      max: MAX_EVENTS_PER_PROJECT,
      dropped: 25,
    });
  });

  it(`drops an event larger than ${MAX_EVENT_CHARS} characters whole, and counts it`, async () => {
    const { call, publicToken, project } = sdkTestClient();
    const huge = 'x'.repeat(MAX_EVENT_CHARS);
    await call({
      path: '/events',
      anonymous: true,
      body: [event(publicToken, 'huge', { huge }), event(publicToken, 'small')],
    });
    expect(
      project()
        .collections.events.all()
        .map((e) => e.event_name),
    ).toEqual(['small']);
    const { json } = await call({ method: 'GET', path: `/control/v1/projects/${publicToken}/retention` });
    expect(json.data.retention.events.dropped).toBe(1);
  });

  it('forgets the dropped count when the project is reset', async () => {
    const { call, publicToken } = sdkTestClient();
    const batch = Array.from({ length: MAX_EVENTS_PER_PROJECT + 1 }, (_, i) => event(publicToken, `e${i}`));
    await call({ path: '/events', anonymous: true, body: batch });
    await call({ path: `/control/v1/projects/${publicToken}/reset`, body: {} });
    const { json } = await call({ method: 'GET', path: `/control/v1/projects/${publicToken}/retention` });
    expect(json.data.retention.events).toEqual({ kept: 0, max: MAX_EVENTS_PER_PROJECT, dropped: 0 });
  });
});

describe('the inbox', () => {
  it(`keeps the newest ${MAX_MESSAGES_PER_PROJECT} messages, and counts the ones dropped`, async () => {
    const { call, publicToken, project } = sdkTestClient();
    for (let i = 0; i < MAX_MESSAGES_PER_PROJECT + 3; i += 1) {
      addMessage(project(), {
        kind: 'login_link',
        channel: 'email',
        to: `user${i}@example.com`,
        subject: `Message ${i}`,
        text: `message ${i}`,
      });
    }
    const messages = listMessages(project());
    expect(messages).toHaveLength(MAX_MESSAGES_PER_PROJECT);
    expect(messages[0]?.text).toBe(`message ${MAX_MESSAGES_PER_PROJECT + 2}`);
    expect(messages.at(-1)?.text).toBe('message 3');
    const { json } = await call({ method: 'GET', path: `/control/v1/projects/${publicToken}/retention` });
    expect(json.data.retention.messages).toEqual({
      kept: MAX_MESSAGES_PER_PROJECT,
      max: MAX_MESSAGES_PER_PROJECT,
      dropped: 3,
    });
  });

  it(`cuts a message's text, subject and link to ${MAX_MESSAGE_FIELD_CHARS} characters`, () => {
    const { project } = sdkTestClient();
    const long = 'y'.repeat(MAX_MESSAGE_FIELD_CHARS + 100);
    const stored = addMessage(project(), {
      kind: 'login_link',
      channel: 'email',
      to: 'a@example.com',
      subject: long,
      text: long,
      link: long,
      code: '123456',
    });
    expect(stored.text).toHaveLength(MAX_MESSAGE_FIELD_CHARS);
    expect(stored.subject).toHaveLength(MAX_MESSAGE_FIELD_CHARS);
    expect(stored.link).toHaveLength(MAX_MESSAGE_FIELD_CHARS);
    expect(stored.code).toBe('123456');
  });
});

describe('the project limit', () => {
  function limited(maxProjects: number) {
    const store = EmulatorStore.inMemory();
    store.maxProjects = maxProjects;
    return { store, app: createApp(store) };
  }

  it('refuses a new public token past the limit with 429 too_many_projects, and keeps serving known ones', async () => {
    const { store, app } = limited(2);
    for (const token of ['public-token-test-a', 'public-token-test-b']) {
      expect((await app.request(`/sdk/v1/projects/bootstrap/${token}`)).status).toBe(200);
    }
    const refused = await app.request('/sdk/v1/projects/bootstrap/public-token-test-c');
    expect(refused.status).toBe(429);
    const envelope = (await refused.json()) as Record<string, unknown>;
    expect(envelope).toMatchObject({ status_code: 429, error_type: 'too_many_projects' });
    expect(envelope.error_message).toContain('--max-projects');
    expect((await app.request('/sdk/v1/projects/bootstrap/public-token-test-a')).status).toBe(200);
    expect(store.projects()).toHaveLength(2);
  });

  it('drops events naming new projects past the limit, and keeps the rest of the batch', async () => {
    const { store, app } = limited(1);
    const response = await app.request('/sdk/v1/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        event('public-token-test-one', 'kept'),
        event('public-token-test-two', 'dropped'),
      ]),
    });
    expect(response.status).toBe(200);
    expect(store.projects().map((p) => p.publicToken)).toEqual(['public-token-test-one']);
    expect(store.project('public-token-test-one').collections.events.size).toBe(1);
  });
});
