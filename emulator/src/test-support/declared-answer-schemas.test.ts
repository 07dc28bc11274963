import { describe, expect, it } from 'vitest';
import { declaredAnswerSchemas, shapeCheck } from './declared-answer-schemas';

// The shape tests pass only if the check can fail: these feed it answers known to be wrong.
const schemas = declaredAnswerSchemas();
const check = (group: 'backend' | 'backendWire' | 'browserSteps', key: string) =>
  shapeCheck(schemas[group][key] ?? {});

const WEBAUTHN_START = {
  request_id: 'request-id-test-1',
  status_code: 200,
  user_id: 'user-test-1',
  public_key_credential_request_options: '{}',
};

const INTROSPECTED = {
  active: true,
  request_id: 'request-id-test-1',
  status_code: 200,
  sub: 'user-test-1',
  scope: 'openid',
  aud: ['project-test-1'],
  exp: 1_800_000_000,
  iat: 1_700_000_000,
  nbf: 1_700_000_000,
  iss: 'stytch.com/project-test-1',
  client_id: 'connected-app-test-1',
  token_type: 'access_token',
};

const M2M_CLIENT = {
  request_id: 'request-id-test-1',
  status_code: 200,
  m2m_client: {
    client_id: 'm2m-client-test-1',
    client_name: 'billing',
    client_description: '',
    status: 'active',
    scopes: ['read:users'],
    client_secret_last_four: 'abcd',
    trusted_metadata: { any: { nested: ['thing'] } },
    next_client_secret_last_four: null,
  },
};

describe('shapeCheck over the derived schemas', () => {
  it('passes an answer as its type declares it', () => {
    expect(check('backend', 'webauthn.authenticateStart')(WEBAUTHN_START)).toEqual([]);
    expect(check('backendWire', '/v1/public/:project_id/oauth2/introspect')(INTROSPECTED)).toEqual([]);
  });

  it('names a required field that is missing', () => {
    const { user_id: _, ...withoutUser } = WEBAUTHN_START;
    expect(check('backend', 'webauthn.authenticateStart')(withoutUser)).toEqual([
      '(answer) lacks "user_id", which the type requires',
    ]);
  });

  it('names a field of the wrong type', () => {
    const problems = check(
      'backendWire',
      '/v1/public/:project_id/oauth2/introspect',
    )({
      ...INTROSPECTED,
      aud: 'project-test-1',
    });
    expect(problems).toContain('/aud must be array');
  });

  it('names a field the type calls otherwise (a closed object)', () => {
    const { aud, ...rest } = INTROSPECTED;
    const problems = check(
      'backendWire',
      '/v1/public/:project_id/oauth2/introspect',
    )({ ...rest, audience: aud });
    expect(problems).toContain('(answer) has "audience", which the type does not declare');
  });

  it('leaves open what the type leaves open (metadata is any object)', () => {
    expect(
      check('backend', 'm2m.clients.get')(M2M_CLIENT, { nulls: ['m2m_client.next_client_secret_last_four'] }),
    ).toEqual([]);
  });

  it('allows a null only where it is allowed', () => {
    const m2mClient = check('backend', 'm2m.clients.get');
    expect(m2mClient(M2M_CLIENT)).toEqual(['/m2m_client/next_client_secret_last_four must be string']);
    const nullName = { ...M2M_CLIENT, m2m_client: { ...M2M_CLIENT.m2m_client, client_name: null } };
    expect(m2mClient(nullName, { nulls: ['m2m_client.next_client_secret_last_four'] })).toEqual([
      '/m2m_client/client_name must be string',
    ]);
  });

  it('takes out only the extras it is told of', () => {
    const token = {
      access_token: 'eyJ',
      token_type: 'bearer',
      expires_in: 3600,
      request_id: 'r',
      status_code: 200,
    };
    const m2mToken = check('backend', 'm2m.token');
    expect(m2mToken(token)).toEqual([
      '(answer) has "request_id", which the type does not declare',
      '(answer) has "status_code", which the type does not declare',
    ]);
    expect(m2mToken(token, { extras: ['request_id', 'status_code'] })).toEqual([]);
  });

  it('reads a field under the name a hand-written type gives it only when told to', () => {
    const start = check('browserSteps', '/webauthn/authenticate/start');
    expect(start(WEBAUTHN_START).sort()).toEqual([
      '(answer) has "user_id", which the type does not declare',
      '(answer) lacks "userId", which the type requires',
    ]);
    expect(start(WEBAUTHN_START, { renames: { userId: 'user_id' } })).toEqual([]);
  });
});

describe('the derived schemas', () => {
  it('cover every entry of declared-answers.ts with a method the clients declare', () => {
    expect(
      Object.keys(schemas.browser).filter((method) => !schemas.methods.browser.includes(method)),
    ).toEqual([]);
    expect(
      Object.keys(schemas.backend).filter((method) => !schemas.methods.backend.includes(method)),
    ).toEqual([]);
  });
});
