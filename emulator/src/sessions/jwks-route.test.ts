import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { EmulatorStore } from '../emulator-store';

const AN_IMAGE_ON_ANOTHER_SITE = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' };
const A_FETCH_OF_ANOTHER_SITE = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };
const THE_APPS_PAGE = { 'sec-fetch-site': 'same-site', origin: 'http://localhost:3000' };

describe('the key sets named by public token (sessions, and each simulated provider)', () => {
  it("make the project on first use for local tools and the default origins' pages, never for another site's", async () => {
    const store = EmulatorStore.inMemory();
    const app = createApp(store);
    const token = `public-token-test-${crypto.randomUUID()}`;
    const paths = [`/v1/sessions/jwks/${token}`, `/v1/oauth/google/jwks/${token}`];
    for (const path of paths) {
      for (const headers of [AN_IMAGE_ON_ANOTHER_SITE, A_FETCH_OF_ANOTHER_SITE]) {
        const answer = await app.request(path, { headers });
        expect(answer.status).toBe(404);
        expect(await answer.json()).toMatchObject({ error_type: 'project_not_found' });
      }
    }
    expect(store.existingProject(token)).toBeUndefined();

    expect((await app.request(paths[0] as string, { headers: THE_APPS_PAGE })).status).toBe(200);
    expect(store.existingProject(token)).toBeDefined();
    // Public keys of a project that exists: any page may read them.
    for (const path of paths)
      expect((await app.request(path, { headers: A_FETCH_OF_ANOTHER_SITE })).status).toBe(200);

    // A default project id makes its project too: for the same callers only.
    const byId = `project-test-${crypto.randomUUID()}`;
    const answer = await app.request(`/v1/sessions/jwks/${byId}`, { headers: AN_IMAGE_ON_ANOTHER_SITE });
    expect(answer.status).toBe(401);
    expect(store.projectById(byId)).toBeUndefined();
    expect((await app.request(`/v1/sessions/jwks/${byId}`)).status).toBe(200);
    expect(store.projectById(byId)).toBeDefined();

    const byTool = `public-token-test-${crypto.randomUUID()}`;
    expect((await app.request(`/v1/oauth/github/jwks/${byTool}`)).status).toBe(200);
    expect(store.existingProject(byTool)).toBeDefined();
  });
});
