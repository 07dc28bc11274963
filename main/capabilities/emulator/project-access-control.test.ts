import { createControlClient, type RunningEmulator, startEmulator } from '@foyer/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectAccessControl, type ProjectAccessControl } from './project-access-control';

let emulator: RunningEmulator;
let access: ProjectAccessControl;
let count = 0;
const freshToken = () => `public-token-test-access-${count++}`;

beforeAll(async () => {
  emulator = await startEmulator({ httpPort: 0, httpsPort: 0 });
  access = createProjectAccessControl((token) => createControlClient(emulator.httpUrl, token));
});
afterAll(async () => {
  await emulator.close();
});

describe('project access control (against a running emulator)', () => {
  it("reads the project's backend credentials and its default authorized origins", async () => {
    const token = freshToken();
    expect(await access.read(token)).toEqual({
      publicToken: token,
      projectId: expect.stringMatching(/^project-test-/),
      secret: expect.any(String),
      authorizedOrigins: ['http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*'],
    });
  });

  it('replaces the authorized origins, and the SDK API then refuses a page that left the list', async () => {
    const token = freshToken();
    const changed = await access.setAuthorizedOrigins(token, ['https://app.example:*']);
    expect(changed.authorizedOrigins).toEqual(['https://app.example:*']);
    const bootstrap = await fetch(`${emulator.httpUrl}/sdk/v1/projects/bootstrap/${token}`, {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(bootstrap.status).toBe(400);
    expect(((await bootstrap.json()) as { error_type: string }).error_type).toBe('bad_domain_for_stytch_sdk');
  });

  it("rejects an entry that is not an origin with the emulator's reason, changing nothing", async () => {
    const token = freshToken();
    await expect(access.setAuthorizedOrigins(token, ['https://app.example/path'])).rejects.toThrow(
      'https://app.example/path',
    );
    expect((await access.read(token)).authorizedOrigins).toContain('http://localhost:*');
  });
});
