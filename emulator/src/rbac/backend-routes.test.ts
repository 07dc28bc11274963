import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackendEmulator, startBackendEmulator } from '../test-support/backend-emulator';

let env: BackendEmulator;
beforeAll(async () => {
  env = await startBackendEmulator();
});
afterAll(async () => {
  await env?.close();
});

describe('the RBAC policy through the backend SDK', () => {
  it('checks authorization against the project policy with the roles a user holds', async () => {
    await env.control.updateSettings({
      rbac_policy: {
        roles: [
          {
            role_id: 'editor',
            description: 'Edits',
            permissions: [{ resource_id: 'documents', actions: ['write'] }],
          },
        ],
        resources: [{ resource_id: 'documents', description: 'Docs', actions: ['write'] }],
        scopes: [],
      },
    });
    const policy = await env.sdk.call('rbac.policy');
    expect(policy.policy.roles.map((r: { role_id: string }) => r.role_id)).toEqual(['stytch_user', 'editor']);

    const signedIn = await env.signedInUser('editor@example.com');
    const check = { resource_id: 'documents', action: 'write' };
    await expect(
      env.sdk.call('sessions.authenticateJwt', {
        session_jwt: signedIn.session_jwt,
        authorization_check: check,
      }),
    ).rejects.toMatchObject({ status_code: 403, error_type: 'consumer_session_authorization_error' });

    await env.sdk.call('users.update', { user_id: signedIn.user_id, roles: ['editor'] });
    // The old JWT lacks the role, so the SDK asks the API, which answers with a JWT that has it.
    const allowed = await env.sdk.call('sessions.authenticateJwt', {
      session_jwt: signedIn.session_jwt,
      authorization_check: check,
    });
    expect(allowed.session.roles).toEqual(['stytch_user', 'editor']);
    const local = await env.sdk.call('sessions.authenticateJwtLocal', {
      session_jwt: allowed.session_jwt,
      authorization_check: check,
    });
    expect(local.roles).toEqual(['stytch_user', 'editor']);
  });
});
