import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { EmulatorStore } from '../emulator-store';
import { defaultProjectId, defaultSecret } from '../store/project-credentials';

describe("a project's credentials over the control API", () => {
  it('answers GET /control/v1/projects/:token/credentials', async () => {
    const app = createApp(EmulatorStore.inMemory());
    const response = await app.request('/control/v1/projects/public-token-test-xyz/credentials');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      public_token: 'public-token-test-xyz',
      project_id: defaultProjectId('public-token-test-xyz'),
      secret: defaultSecret('public-token-test-xyz'),
    });
  });
});
