import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKEND_PROJECT, type BackendEmulator, startBackendEmulator } from './test-support/backend-emulator';
import {
  authorizeSubmit,
  logIn,
  pkcePair,
  postForm,
  RP_REDIRECT_URI,
} from './test-support/connected-app-flows';
import {
  type Allowances,
  type DeclaredAnswerSchemas,
  declaredAnswerSchemas,
  shapeCheck,
} from './test-support/declared-answer-schemas';
import { backendSdkRoutes, emulatorRoutes, routeServes } from './test-support/route-tables';
import { SoftAuthenticator } from './test-support/soft-authenticator';
import { ethereumWallet } from './test-support/test-wallets';
import { codeAt } from './totp/totp-secrets';

/**
 * Every backend SDK method the emulator serves, called once through the real `stytch` client, its
 * answer held to the JSON Schema derived from the SDK's own declared response type. Objects are
 * closed (`additionalProperties: false`): the SDK's types are generated from the provider's API
 * description and list every field it answers, so a field they do not name is one the provider
 * names otherwise (or does not send).
 */

/**
 * Where the provider answers `null` and the SDK's generated types say `field?: T`: the emulator
 * sends what the provider sends. A user without a password has `password: null` and a session
 * without claims `custom_claims: null` (the browser client types both `T | null`); the provider's
 * M2M reference says `next_client_secret_last_four` is "Null if no next_client_secret exists"; the
 * last page of a search has a null `next_cursor` (the SDK's own search iterator stops on it).
 */
const PROVIDER_NULLS = [
  'password',
  'user.password',
  'results[].password',
  'session.custom_claims',
  'user_session.custom_claims',
  'sessions[].custom_claims',
  'results_metadata.next_cursor',
  'm2m_client.next_client_secret_last_four',
  'm2m_clients[].next_client_secret_last_four',
];

/**
 * Fields the provider sends beside a hand-written type: the SDK's `TokenResponse` (M2M) names only
 * the OAuth fields, while the provider's "Get access token" example also carries `request_id` and
 * `status_code`, as every answer of its API does.
 */
const PROVIDER_EXTRAS: Record<string, readonly string[]> = {
  'm2m.token': ['request_id', 'status_code'],
};

function allowancesFor(method: string): Allowances {
  return { nulls: PROVIDER_NULLS, extras: PROVIDER_EXTRAS[method] ?? [] };
}

/**
 * SDK methods whose route the emulator's table matches but that no call can bring to a success,
 * with the refusal the emulator answers instead.
 */
const REFUSED_BY_DESIGN: Record<string, { why: string; error_type: string }> = {
  'users.deleteBiometricRegistration': {
    why: 'biometric registrations come from the mobile SDKs, so no user here ever has one',
    error_type: 'biometric_registration_not_found',
  },
  'users.deleteExternalId': {
    why: 'external ids are not modelled; the factor route it shares a shape with answers route_not_found',
    error_type: 'route_not_found',
  },
};

const PAGE = 'http://localhost:3000';
const APP = 'connected-app-test-shapes';
const APP_SECRET = 'secret-test-shapes-app-0001';

// Read (or derived once per set of typings) when the file is collected: the cases are its methods.
const schemas: DeclaredAnswerSchemas = declaredAnswerSchemas();
let env: BackendEmulator;
/** The answer of each method, as the SDK resolved it. */
const answers = new Map<string, unknown>();
/** Raw answers of the routes the SDK reshapes, keyed as in `BackendWireAnswers`. */
const wireAnswers = new Map<string, unknown>();
const refusals = new Map<string, unknown>();

async function call(method: string, ...args: unknown[]) {
  const answer = await env.sdk.call(method, ...args);
  answers.set(method, answer);
  return answer;
}

async function inboxToken(to: string): Promise<string> {
  const message = await env.control.latestMessage({ to, channel: 'email' });
  return new URL(message.link as string).searchParams.get('token') as string;
}

async function inboxCode(to: string): Promise<string> {
  return (await env.control.latestMessage({ to })).code as string;
}

/** Every method, in an order where each finds what it needs left by the ones before. */
async function callEveryMethod() {
  const { user_id, email_id } = await call('users.create', {
    email: 'shapes@example.com',
    phone_number: '+15555550123',
    name: { first_name: 'Ada', last_name: 'Lovelace' },
  });
  await call('users.get', { user_id });
  await call('users.search', { limit: 10, query: { operator: 'AND', operands: [] } });
  await call('users.update', { user_id, untrusted_metadata: { theme: 'dark' } });

  await call('magicLinks.email.loginOrCreate', { email: 'links@example.com' });
  await call('magicLinks.email.send', { email: 'links@example.com' });
  const linked = await call('magicLinks.authenticate', {
    token: await inboxToken('links@example.com'),
    session_duration_minutes: 60,
  });
  await call('magicLinks.email.invite', { email: 'invitee@example.com' });
  await call('magicLinks.email.revokeInvite', { email: 'invitee@example.com' });

  await call('otps.sms.loginOrCreate', { phone_number: '+15555550124' });
  await call('otps.sms.send', { phone_number: '+15555550124' });
  await call('otps.whatsapp.loginOrCreate', { phone_number: '+15555550125' });
  await call('otps.whatsapp.send', { phone_number: '+15555550125' });
  await call('otps.email.loginOrCreate', { email: 'codes@example.com' });
  const sent = await call('otps.email.send', { email: 'codes@example.com' });
  await call('otps.authenticate', {
    method_id: sent.email_id,
    code: await inboxCode('codes@example.com'),
    session_duration_minutes: 60,
  });

  const password = 'correct-horse-battery-staple-42';
  const created = await call('passwords.create', {
    email: 'passwords@example.com',
    password,
    session_duration_minutes: 60,
  });
  await call('passwords.authenticate', { email: 'passwords@example.com', password });
  await call('passwords.strengthCheck', { password: 'another-long-passphrase-77' });
  await call('passwords.email.resetStart', { email: 'passwords@example.com' });
  await call('passwords.email.reset', {
    token: await inboxToken('passwords@example.com'),
    password: 'a-second-long-passphrase-88',
  });
  await call('passwords.existingPassword.reset', {
    email: 'passwords@example.com',
    existing_password: 'a-second-long-passphrase-88',
    new_password: 'a-third-long-passphrase-99',
  });
  await call('passwords.sessions.reset', {
    session_token: created.session_token,
    password: 'a-fourth-long-passphrase-11',
  });

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
  await call('rbac.policy');
  await env.sdk.call('users.update', { user_id: linked.user_id, roles: ['editor'] });
  await call('sessions.authenticate', {
    session_token: linked.session_token,
    authorization_check: { resource_id: 'documents', action: 'write' },
  });
  const refreshed = answers.get('sessions.authenticate') as { session_jwt: string };
  await call('sessions.authenticateJwtLocal', { session_jwt: refreshed.session_jwt });
  await call('sessions.get', { user_id: linked.user_id });
  await call('sessions.getJWKS', { project_id: BACKEND_PROJECT.projectId });
  await call('sessions.revoke', { session_token: linked.session_token });

  const totp = await call('totps.create', { user_id });
  await call('totps.authenticate', { user_id, totp_code: codeAt(totp.secret, env.project.clock.now()) });
  const codes = await call('totps.recoveryCodes', { user_id });
  await call('totps.recover', { user_id, recovery_code: codes.totps[0].recovery_codes[0] });

  await env.control.preAnswerOAuth('github', {
    identity: {
      provider: 'github',
      provider_subject: '1815',
      name: 'Ada',
      email: 'oauth@example.com',
      email_verified: true,
      picture_url: '',
      locale: 'en',
    },
  });
  const query = new URLSearchParams({ public_token: BACKEND_PROJECT.publicToken });
  const started = await fetch(`${env.emulator.httpUrl}/v1/public/oauth/github/start?${query}`, {
    redirect: 'manual',
  });
  const oauthToken = new URL(started.headers.get('location') ?? '').searchParams.get('token');
  await call('oauth.authenticate', { token: oauthToken, session_duration_minutes: 60 });
  await call('oauth.attach', { provider: 'google', user_id });

  const authenticator = new SoftAuthenticator();
  const registration = await call('webauthn.registerStart', {
    user_id,
    domain: 'localhost',
    return_passkey_credential_options: true,
  });
  const registered = await call('webauthn.register', {
    user_id,
    public_key_credential: authenticator.create(registration.public_key_credential_creation_options, PAGE),
  });
  const login = await call('webauthn.authenticateStart', { user_id, domain: 'localhost' });
  await call('webauthn.authenticate', {
    public_key_credential: authenticator.get(login.public_key_credential_request_options, PAGE),
    session_duration_minutes: 60,
  });
  await call('webauthn.update', {
    webauthn_registration_id: registered.webauthn_registration_id,
    name: 'Laptop',
  });
  await call('webauthn.listCredentials', { user_id, domain: 'localhost' });

  const wallet = ethereumWallet();
  const challenge = await call('cryptoWallets.authenticateStart', {
    crypto_wallet_type: wallet.type,
    crypto_wallet_address: wallet.address,
    user_id,
  });
  await call('cryptoWallets.authenticate', {
    crypto_wallet_type: wallet.type,
    crypto_wallet_address: wallet.address,
    signature: await wallet.sign(challenge.challenge),
  });

  const { m2m_client: m2mClient } = await call('m2m.clients.create', {
    client_name: 'billing job',
    scopes: ['read:users'],
  });
  const client_id = m2mClient.client_id;
  await call('m2m.clients.get', { client_id });
  await call('m2m.clients.search', { limit: 10 });
  await call('m2m.clients.update', { client_id, client_name: 'nightly billing' });
  await call('m2m.clients.secrets.rotateStart', { client_id });
  await call('m2m.clients.secrets.rotateCancel', { client_id });
  const rotating = await env.sdk.call('m2m.clients.secrets.rotateStart', { client_id });
  await call('m2m.clients.secrets.rotate', { client_id });
  const m2mToken = await call('m2m.token', {
    client_id,
    client_secret: rotating.m2m_client.next_client_secret,
  });
  await call('m2m.authenticateToken', { access_token: m2mToken.access_token });
  await call('m2m.clients.delete', { client_id });

  await introspectAnAccessToken();

  const withFactors = await env.sdk.call('users.get', { user_id });
  await call('users.deleteEmail', { email_id });
  await call('users.deletePhoneNumber', { phone_id: withFactors.phone_numbers[0].phone_id });
  await call('users.deleteWebAuthnRegistration', {
    webauthn_registration_id: registered.webauthn_registration_id,
  });
  await call('users.deleteTOTP', { totp_id: totp.totp_id });
  await call('users.deleteCryptoWallet', {
    crypto_wallet_id: withFactors.crypto_wallets[0].crypto_wallet_id,
  });
  const oauthUser = (await env.sdk.call('users.search', {
    query: {
      operator: 'AND',
      operands: [{ filter_name: 'email_address', filter_value: ['oauth@example.com'] }],
    },
  })) as { results: { providers: { oauth_user_registration_id: string }[] }[] };
  await call('users.deleteOAuthRegistration', {
    oauth_user_registration_id: oauthUser.results[0]?.providers[0]?.oauth_user_registration_id,
  });
  await call('users.deletePassword', { password_id: created.user.password.password_id });
  await call('users.delete', { user_id });

  for (const [method, args] of [
    ['users.deleteBiometricRegistration', { biometric_registration_id: 'biometric-registration-test-none' }],
    ['users.deleteExternalId', { user_id: created.user_id }],
  ] as const) {
    refusals.set(method, await env.sdk.call(method, args).catch((error: unknown) => error));
  }
}

/** A connected app's access token, introspected over the network and locally, and the raw answer. */
async function introspectAnAccessToken() {
  await env.control.upsertConnectedApp({
    client_id: APP,
    client_name: 'Resource server',
    client_type: 'third_party',
    client_secret: APP_SECRET,
    redirect_uris: [RP_REDIRECT_URI],
  });
  const { sessionToken } = await logIn(env.emulator.httpUrl, env.control, 'consent@example.com');
  const pkce = pkcePair();
  const submitted = await authorizeSubmit(
    env.emulator.httpUrl,
    env.control,
    sessionToken,
    { client_id: APP, scopes: ['openid', 'email'], code_challenge: pkce.challenge },
    true,
  );
  const tokens = await postForm(env.emulator.httpUrl, env.control, '/oauth2/token', {
    grant_type: 'authorization_code',
    code: submitted.json.data.authorization_code,
    redirect_uri: RP_REDIRECT_URI,
    client_id: APP,
    client_secret: APP_SECRET,
    code_verifier: pkce.verifier,
  });
  const token = tokens.json.access_token as string;
  await call('idp.introspectTokenNetwork', { token, client_id: APP, client_secret: APP_SECRET });
  const clock = await env.control.clock();
  await call('idp.introspectTokenLocal', token, { current_date: new Date(clock.now) });
  // The request the SDK sends: the app's credentials in a form, no project credentials.
  const raw = await fetch(
    `${env.emulator.httpUrl}/v1/public/${BACKEND_PROJECT.projectId}/oauth2/introspect`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, client_id: APP, client_secret: APP_SECRET }),
    },
  );
  wireAnswers.set('/v1/public/:project_id/oauth2/introspect', await raw.json());
}

beforeAll(async () => {
  env = await startBackendEmulator();
  await callEveryMethod();
}, 60_000);
afterAll(async () => {
  await env?.close();
});

describe('backend SDK answers hold to the types the SDK declares', () => {
  it('covers every method the SDK declares whose route the emulator serves', () => {
    const served = emulatorRoutes();
    const sdkRoutes = backendSdkRoutes();
    const reachable = schemas.methods.backend.filter((method) => {
      const route = sdkRoutes.get(method);
      return route !== undefined && served.some((entry) => routeServes(entry, route));
    });
    const covered = [...answers.keys(), ...refusals.keys()];
    expect(reachable.filter((method) => !covered.includes(method))).toEqual([]);
    // Local checks call no route of their own, yet their answers come from the emulator's JWTs.
    expect(Object.keys(schemas.backend).filter((method) => !answers.has(method))).toEqual([]);
  });

  it.each(Object.entries(REFUSED_BY_DESIGN))('%s is refused as designed: %o', (method, { error_type }) => {
    expect(refusals.get(method)).toMatchObject({ error_type });
  });

  it.each(Object.keys(schemas.backend))('%s answers as declared', (method) => {
    const problems = shapeCheck(schemas.backend[method] ?? {})(answers.get(method), allowancesFor(method));
    expect(problems).toEqual([]);
  });

  it('oauth.authenticate names its session user_session, as the SDK reads it', () => {
    const answer = answers.get('oauth.authenticate') as Record<string, unknown>;
    expect(answer.user_session).toMatchObject({ session_id: expect.any(String) });
    expect(answer).not.toHaveProperty('session');
  });

  it('sessions.authenticate with an authorization_check answers its verdict', () => {
    expect(answers.get('sessions.authenticate')).toMatchObject({
      verdict: { authorized: true, granting_roles: ['editor'] },
    });
  });

  it('users.update carries the lock on its user only, not beside it', () => {
    const answer = answers.get('users.update') as Record<string, unknown>;
    expect(answer).not.toHaveProperty('is_locked');
    expect(answer.user).toHaveProperty('is_locked', false);
  });

  it('webauthn.authenticateStart names the user it starts for', () => {
    expect(answers.get('webauthn.authenticateStart')).toMatchObject({
      user_id: (answers.get('users.create') as { user_id: string }).user_id,
    });
  });

  it('introspection gives idp.introspectTokenNetwork and introspectTokenLocal a not_before', () => {
    for (const method of ['idp.introspectTokenNetwork', 'idp.introspectTokenLocal']) {
      expect(answers.get(method)).toMatchObject({ not_before: expect.any(Number) });
    }
  });

  it('the introspection endpoint answers as IntrospectTokenResponse declares (aud a list, nbf present)', () => {
    const route = '/v1/public/:project_id/oauth2/introspect';
    const answer = wireAnswers.get(route);
    expect(shapeCheck(schemas.backendWire[route] ?? {})(answer)).toEqual([]);
    expect(answer).toMatchObject({ aud: [BACKEND_PROJECT.projectId], nbf: expect.any(Number) });
  });
});
