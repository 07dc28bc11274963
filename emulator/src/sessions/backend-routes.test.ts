import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient } from '../control/client';
import { defaultProjectId, defaultSecret } from '../store/project-credentials';
import {
  BACKEND_PROJECT,
  type BackendEmulator,
  startBackendEmulator,
} from '../test-support/backend-emulator';
import { createUserWithEmail } from '../test-support/test-users';
import { PASSWORD_FACTOR } from './factors';
import { issueSession } from './issue-session';
import { signProjectJwt } from './jwt';

let env: BackendEmulator;
beforeAll(async () => {
  env = await startBackendEmulator();
});
afterAll(async () => {
  await env?.close();
});

describe('sessions through the backend SDK', () => {
  it('authenticates a session token, extending it when given a length', async () => {
    const signedIn = await env.signedInUser('ada@example.com');
    const answer = await env.sdk.call('sessions.authenticate', {
      session_token: signedIn.session_token,
      session_duration_minutes: 120,
    });
    expect(answer.status_code).toBe(200);
    expect(answer.request_id).toMatch(/^request-id-test-/);
    expect(answer.session.session_id).toBe(signedIn.session.session_id);
    expect(answer.user.user_id).toBe(signedIn.user_id);
    expect(Date.parse(answer.session.expires_at)).toBeGreaterThan(Date.parse(signedIn.session.expires_at));
    expect(answer.session.roles).toEqual(['stytch_user']);
  });

  it('verifies the session JWT locally with the keys from /v1/sessions/jwks/<project_id>', async () => {
    const signedIn = await env.signedInUser('local@example.com');
    const answer = await env.sdk.call('sessions.authenticateJwtLocal', { session_jwt: signedIn.session_jwt });
    expect(answer).toMatchObject({
      session_id: signedIn.session.session_id,
      user_id: signedIn.user_id,
      roles: ['stytch_user'],
      custom_claims: {},
    });
  });

  it('adds session_custom_claims, which the next JWT carries and the SDK hands back as custom_claims', async () => {
    const signedIn = await env.signedInUser('claims@example.com');
    const answer = await env.sdk.call('sessions.authenticate', {
      session_jwt: signedIn.session_jwt,
      session_custom_claims: { plan: 'pro', org: { id: 'o-1' } },
    });
    expect(answer.session.custom_claims).toEqual({ plan: 'pro', org: { id: 'o-1' } });
    const verified = await env.sdk.call('sessions.authenticateJwt', { session_jwt: answer.session_jwt });
    expect(verified.session.custom_claims).toEqual({ plan: 'pro', org: { id: 'o-1' } });
  });

  it('refuses a registered claim with reserved_claims_in_custom_claims and a provider claim with stytch_claims_in_custom_claims', async () => {
    const signedIn = await env.signedInUser('reserved@example.com');
    for (const claim of ['iss', 'sub', 'aud', 'exp', 'nbf', 'iat', 'jti']) {
      await expect(
        env.sdk.call('sessions.authenticate', {
          session_token: signedIn.session_token,
          session_custom_claims: { [claim]: 'someone-else' },
        }),
        claim,
      ).rejects.toMatchObject({
        status_code: 400,
        error_type: 'reserved_claims_in_custom_claims',
      });
      expect(env.lastDetail()).toContain(`The claim ${claim} `);
    }
    await expect(
      env.sdk.call('sessions.authenticate', {
        session_token: signedIn.session_token,
        session_custom_claims: { 'https://stytch.com/session': { id: 'session-test-forged' } },
      }),
    ).rejects.toMatchObject({ status_code: 400, error_type: 'stytch_claims_in_custom_claims' });
    const unchanged = await env.sdk.call('sessions.authenticate', { session_token: signedIn.session_token });
    expect(unchanged.session.custom_claims).toBeNull();
  });

  it('answers the verdict of an authorization_check: authorized, and the roles that granted it', async () => {
    await env.control.updateSettings({
      rbac_policy: {
        roles: [
          {
            role_id: 'viewer',
            description: 'Reads',
            permissions: [{ resource_id: 'reports', actions: ['read'] }],
          },
        ],
        resources: [{ resource_id: 'reports', description: 'Reports', actions: ['read'] }],
        scopes: [],
      },
    });
    const signedIn = await env.signedInUser('verdict@example.com');
    await env.sdk.call('users.update', { user_id: signedIn.user_id, roles: ['viewer'] });
    const auth = await env.sdk.call('sessions.authenticate', {
      session_token: signedIn.session_token,
      authorization_check: { resource_id: 'reports', action: 'read' },
    });
    expect(auth.verdict).toEqual({ authorized: true, granting_roles: ['viewer'] });
    // Without a check there is no verdict, and the answer names its user through user and session.
    const plain = await env.sdk.call('sessions.authenticate', { session_token: signedIn.session_token });
    expect(plain).not.toHaveProperty('verdict');
    expect(plain).not.toHaveProperty('user_id');
  });

  it('lists the live sessions of a user', async () => {
    const signedIn = await env.signedInUser('list@example.com');
    const answer = await env.sdk.call('sessions.get', { user_id: signedIn.user_id });
    expect(answer.sessions.map((s: { session_id: string }) => s.session_id)).toEqual([
      signedIn.session.session_id,
    ]);
  });

  it('revokes by id, by token and by JWT; a revoked session is session_not_found', async () => {
    for (const revokeBy of ['session_id', 'session_token', 'session_jwt'] as const) {
      const signedIn = await env.signedInUser(`revoke-${revokeBy}@example.com`);
      const names = {
        session_id: signedIn.session.session_id,
        session_token: signedIn.session_token,
        session_jwt: signedIn.session_jwt,
      };
      expect((await env.sdk.call('sessions.revoke', { [revokeBy]: names[revokeBy] })).status_code).toBe(200);
      await expect(
        env.sdk.call('sessions.authenticate', { session_token: signedIn.session_token }),
      ).rejects.toMatchObject({ status_code: 404, error_type: 'session_not_found' });
    }
  });

  it('refuses a session that expired on the project clock (its own project, so the others keep their time)', async () => {
    // A project nobody fixed: its default id and secret work before anything else used it.
    const publicToken = 'public-token-test-clock-moves';
    const sdk = await env.sdkAs({
      project_id: defaultProjectId(publicToken),
      secret: defaultSecret(publicToken),
    });
    const project = env.store.project(publicToken);
    const signedIn = await issueSession(
      project,
      createUserWithEmail(project, 'expired@example.com', true),
      PASSWORD_FACTOR,
      10,
    );
    await createControlClient(env.emulator.httpUrl, publicToken).advanceClock(11 * 60_000);
    await expect(
      sdk.call('sessions.authenticate', { session_token: signedIn.session_token }),
    ).rejects.toMatchObject({
      status_code: 404,
      error_type: 'session_not_found',
    });
    // Locally the JWT is past its `exp` at the project's now; asked remotely, the session is gone.
    await expect(
      sdk.call('sessions.authenticateJwtLocal', {
        session_jwt: signedIn.session_jwt,
        current_date: new Date(project.clock.now()),
      }),
    ).rejects.toMatchObject({ code: 'jwt_invalid' });
    await expect(
      sdk.call('sessions.authenticateJwt', { session_jwt: signedIn.session_jwt, max_token_age_seconds: 0 }),
    ).rejects.toMatchObject({ status_code: 404, error_type: 'session_not_found' });
  });

  it('refuses a JWT signed by another key, or issued for another project', async () => {
    const other = env.store.project('public-token-test-other-app');
    const signedIn = await env.signedInUser('forged@example.com');
    const foreign = await issueSession(
      other,
      createUserWithEmail(other, 'x@example.com', true),
      PASSWORD_FACTOR,
      60,
    );
    await expect(
      env.sdk.call('sessions.authenticateJwtLocal', { session_jwt: foreign.session_jwt }),
    ).rejects.toMatchObject({ code: 'jwt_invalid' });
    await expect(
      env.sdk.call('sessions.authenticate', { session_jwt: foreign.session_jwt }),
    ).rejects.toMatchObject({
      status_code: 400,
      error_type: 'unable_to_parse_session_jwt',
    });
    expect(env.lastDetail()).toContain("signature is not this project's");
    // Same key, tampered payload: the signature no longer covers it.
    const [header, payload, signature] = signedIn.session_jwt.split('.');
    const claims = JSON.parse(Buffer.from(payload as string, 'base64url').toString('utf8'));
    const tampered = Buffer.from(JSON.stringify({ ...claims, sub: 'user-test-someone-else' })).toString(
      'base64url',
    );
    await expect(
      env.sdk.call('sessions.authenticate', { session_jwt: `${header}.${tampered}.${signature}` }),
    ).rejects.toMatchObject({
      status_code: 400,
      error_type: 'unable_to_parse_session_jwt',
    });
    expect(env.lastDetail()).toContain("signature is not this project's");
  });

  it('refuses a JWT of the project key naming another project, or no session, with unable_to_parse_session_jwt', async () => {
    const jwt = (audience: string[], claims: Record<string, unknown>) =>
      signProjectJwt(env.project, {
        subject: 'user-test-nobody',
        audience,
        claims,
        lifetimeSeconds: 300,
        jti: crypto.randomUUID(),
      });
    const otherAudience = await jwt(['project-test-other-app'], {
      'https://stytch.com/session': { id: 'session-test-x' },
    });
    await expect(env.sdk.call('sessions.authenticate', { session_jwt: otherAudience })).rejects.toMatchObject(
      {
        status_code: 400,
        error_type: 'unable_to_parse_session_jwt',
      },
    );
    expect(env.lastDetail()).toContain('issued for another project');
    const noSession = await jwt([BACKEND_PROJECT.projectId], {});
    await expect(env.sdk.call('sessions.authenticate', { session_jwt: noSession })).rejects.toMatchObject({
      status_code: 400,
      error_type: 'unable_to_parse_session_jwt',
    });
    expect(env.lastDetail()).toContain('carries no session');
  });

  it('refuses a call naming no session or several, each with its own error type', async () => {
    const signedIn = await env.signedInUser('arguments@example.com');
    await expect(env.sdk.call('sessions.authenticate', {})).rejects.toMatchObject({
      name: 'StytchError',
      status_code: 400,
      error_type: 'no_session_arguments',
    });
    await expect(
      env.sdk.call('sessions.authenticate', {
        session_token: signedIn.session_token,
        session_jwt: signedIn.session_jwt,
      }),
    ).rejects.toMatchObject({
      name: 'StytchError',
      status_code: 400,
      error_type: 'too_many_session_arguments',
    });
    // Revoke takes exactly one of its three names for a session, the id among them.
    await expect(env.sdk.call('sessions.revoke', {})).rejects.toMatchObject({
      status_code: 400,
      error_type: 'no_session_revoke_arguments',
    });
    for (const both of [
      { session_token: signedIn.session_token, session_jwt: signedIn.session_jwt },
      { session_id: signedIn.session.session_id, session_token: signedIn.session_token },
    ]) {
      await expect(env.sdk.call('sessions.revoke', both)).rejects.toMatchObject({
        status_code: 400,
        error_type: 'too_many_session_revoke_arguments',
      });
    }
    const stillLive = await env.sdk.call('sessions.authenticate', { session_token: signedIn.session_token });
    expect(stillLive.session.session_id).toBe(signedIn.session.session_id);
  });

  it('refuses a wrong secret and an unknown project with unauthorized_credentials', async () => {
    const wrongSecret = await env.sdkAs({
      project_id: BACKEND_PROJECT.projectId,
      secret: 'secret-test-wrong',
    });
    await expect(wrongSecret.call('users.search', {})).rejects.toMatchObject({
      status_code: 401,
      error_type: 'unauthorized_credentials',
    });
    const unknown = await env.sdkAs({ project_id: 'project-test-nobody-has-this', secret: 'secret-test-x' });
    await expect(unknown.call('users.search', {})).rejects.toMatchObject({
      status_code: 401,
      error_type: 'unauthorized_credentials',
    });
  });
});
