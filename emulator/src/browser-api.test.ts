import { exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ControlClient, createControlClient } from './control/client';
import { EmulatorStore } from './emulator-store';
import { type RunningEmulator, serveStore } from './server';
import { type BrowserClient, type RecordedAnswer, startBrowserClient } from './test-support/browser-client';
import { pkcePair, RP_LOGOUT_URI, RP_REDIRECT_URI } from './test-support/connected-app-flows';
import {
  type DeclaredAnswerSchemas,
  declaredAnswerSchemas,
  shapeCheck,
} from './test-support/declared-answer-schemas';
import { emulatorRoutes, routeServes } from './test-support/route-tables';
import { ethereumWallet } from './test-support/test-wallets';
import { codeAt } from './totp/totp-secrets';

/**
 * Every method of the browser client that calls the API, called once through the real
 * `@stytch/vanilla-js/headless` in a happy-dom page, what it resolves to held to the JSON Schema
 * derived from the client's own declared type; the answers the client reads inside a method (the
 * WebAuthn starts, the bootstrap it maps) are held to theirs. Objects are closed: a field the type
 * does not name fails, so a field the provider names otherwise shows.
 *
 * The client's types are written by hand and say `T | null` where the provider sends null, but they
 * leave out fields the provider sends: `otps.email.loginOrCreate` declares `method_id` alone, while
 * the same endpoint's answer carries `user_id`, `email_id` and `user_created`. So a method with a
 * twin in the backend SDK (the same endpoint on the backend API, whose types are generated from the
 * provider's API description) may also carry the top-level fields its twin declares; nothing else.
 */

/** Declared methods that make no call whose answer they return, and why. */
const NO_ANSWER_OF_THEIR_OWN: Record<string, string> = {
  authenticateByUrl: 'calls magicLinks.authenticate or oauth.authenticate, checked below',
  onStateChange: 'local: subscribes to the client state',
  parseAuthenticateUrl: 'local: reads the page URL',
  'oauth.googleOneTap.start': 'renders Google One Tap in an iframe; no answer of the API',
  'rbac.allPermissions': 'local: evaluates the cached policy',
  'rbac.isAuthorized': 'local: evaluates the cached policy',
  'rbac.isAuthorizedSync': 'local: evaluates the cached policy',
  'session.getInfo': 'local',
  'session.getSync': 'local',
  'session.getTokens': 'local: reads the cookies',
  'session.onChange': 'local',
  'session.updateSession': 'local: writes the cookies',
  'user.getInfo': 'local',
  'user.getSync': 'local',
  'user.onChange': 'local',
  'webauthn.browserSupportsAutofill': 'local: asks the browser',
};
/** `oauth.<provider>.start` navigates the page to the API's start route: a redirect, not JSON. */
const isOAuthStart = (method: string) =>
  /^oauth\.[a-z]+\.start$/.test(method) && method !== 'oauth.googleOneTap.start';

/** Routes of the emulator's `/sdk/v1` table that no consumer-client method answers through. */
const ROUTES_OUTSIDE_THE_CLIENT: Record<string, string> = {
  '/b2b/*': 'the B2B client’s',
  '/events': 'telemetry: the client ignores the answer',
  '/webauthn/authenticate/start': 'the 2.x clients’ path, before /primary and /secondary',
};

/** Browser methods and the backend SDK method of the same endpoint. */
const BACKEND_TWINS: Record<string, string> = {
  'magicLinks.email.loginOrCreate': 'magicLinks.email.loginOrCreate',
  'magicLinks.email.send': 'magicLinks.email.send',
  'magicLinks.authenticate': 'magicLinks.authenticate',
  'otps.sms.loginOrCreate': 'otps.sms.loginOrCreate',
  'otps.sms.send': 'otps.sms.send',
  'otps.whatsapp.loginOrCreate': 'otps.whatsapp.loginOrCreate',
  'otps.whatsapp.send': 'otps.whatsapp.send',
  'otps.email.loginOrCreate': 'otps.email.loginOrCreate',
  'otps.email.send': 'otps.email.send',
  'otps.authenticate': 'otps.authenticate',
  'passwords.create': 'passwords.create',
  'passwords.authenticate': 'passwords.authenticate',
  'passwords.resetByEmailStart': 'passwords.email.resetStart',
  'passwords.resetByEmail': 'passwords.email.reset',
  'passwords.resetByExistingPassword': 'passwords.existingPassword.reset',
  'passwords.resetBySession': 'passwords.sessions.reset',
  'passwords.strengthCheck': 'passwords.strengthCheck',
  'oauth.authenticate': 'oauth.authenticate',
  'oauth.attach': 'oauth.attach',
  'cryptoWallets.authenticateStart': 'cryptoWallets.authenticateStart',
  'cryptoWallets.authenticate': 'cryptoWallets.authenticate',
  'totps.create': 'totps.create',
  'totps.authenticate': 'totps.authenticate',
  'totps.recoveryCodes': 'totps.recoveryCodes',
  'totps.recover': 'totps.recover',
  'webauthn.register': 'webauthn.register',
  'webauthn.authenticate': 'webauthn.authenticate',
  'webauthn.update': 'webauthn.update',
  'session.authenticate': 'sessions.authenticate',
  'session.revoke': 'sessions.revoke',
};

/**
 * The client's typings name the WebAuthn start's user `userId`; the provider's API answers
 * `user_id` (its reference, and the backend SDK's type of the same endpoint), and the client never
 * reads the field.
 */
const STEP_RENAMES: Record<string, Record<string, string>> = {
  '/webauthn/authenticate/start': { userId: 'user_id' },
};

/**
 * Factors the client's `AuthenticationFactor` union predates (impersonation, trusted tokens): the
 * backend SDK's generated union has them, so they are held to its factor schema instead.
 */
const FACTORS_THE_CLIENT_PREDATES = ['impersonation', 'trusted_token_exchange'];

/** Biometric registrations come from the mobile SDKs: no user here has one, so deleting one is refused. */
const BIOMETRIC_REFUSAL = 'biometric_registration_not_found';

const ADA = 'ada@example.com';
const APP = 'connected-app-test-shapes-browser';
const TRUSTED_ISSUER = 'https://auth.example';
const TRUSTED_AUDIENCE = 'foyer-tests';

// Read (or derived once per set of typings) when the file is collected: the cases are its methods.
const schemas: DeclaredAnswerSchemas = declaredAnswerSchemas();
let emulator: RunningEmulator;
let control: ControlClient;
let page: BrowserClient;
/** What each method resolved to, in the page. */
const answers = new Map<string, unknown>();
/** Every `/sdk/v1` answer the page received, as it arrived. */
const received: RecordedAnswer[] = [];
let bootstrap: unknown;
let biometricRefusal: unknown;
let runtimeMethods: string[] = [];
let logged: string[] = [];

async function call(method: string, ...args: unknown[]) {
  const answer = await page.call(method, ...args);
  answers.set(method, answer);
  return answer;
}

async function inbox(to: string) {
  return control.latestMessage({ to });
}

async function linkToken(to: string): Promise<string> {
  return new URL((await inbox(to)).link as string).searchParams.get('token') as string;
}

/** A JWT of a trusted token profile the project now trusts, naming `email`. */
async function trustedToken(email: string): Promise<string> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  await control.updateSettings({
    trusted_token_profiles: [
      {
        profile_id: 'profile-test-shapes',
        issuer: TRUSTED_ISSUER,
        audience: TRUSTED_AUDIENCE,
        public_key_pems: [await exportSPKI(publicKey)],
        attribute_mapping: { email: 'email', token_id: 'jti' },
        can_jit_provision: false,
      },
    ],
  });
  const { now } = await control.clock();
  return new SignJWT({ email, jti: 'trusted-token-1' })
    .setProtectedHeader({ alg: 'ES256' })
    .setIssuer(TRUSTED_ISSUER)
    .setAudience(TRUSTED_AUDIENCE)
    .setIssuedAt(new Date(now))
    .setExpirationTime(new Date(Date.parse(now) + 5 * 60_000))
    .sign(privateKey);
}

/**
 * An OAuth redirect's token for an identity of Ada's verified email, so it signs Ada in. The start
 * carries a PKCE challenge whose verifier the page keeps where the client's own start keeps it, so
 * `oauth.authenticate` sends it, as after a real `oauth.github.start()`.
 */
async function oauthToken(): Promise<string> {
  const pkce = pkcePair();
  await page.setItem(
    `stytch_sdk_state_${control.publicToken}::PKCE_VERIFIER:oauth`,
    JSON.stringify({ code_challenge: pkce.challenge, code_verifier: pkce.verifier }),
  );
  await control.preAnswerOAuth('github', {
    identity: {
      provider: 'github',
      provider_subject: '1815',
      name: 'Ada',
      email: ADA,
      email_verified: true,
      picture_url: '',
      locale: 'en',
    },
  });
  const query = new URLSearchParams({ public_token: control.publicToken, code_challenge: pkce.challenge });
  const started = await fetch(`${emulator.httpUrl}/v1/public/oauth/github/start?${query}`, {
    redirect: 'manual',
  });
  return new URL(started.headers.get('location') ?? '').searchParams.get('token') as string;
}

/** Signed out: the routes the client picks without a session (`…/primary`), then a wallet's sign-in. */
async function signedOut() {
  bootstrap = await page.bootstrap();
  await page.searchUser(ADA);
  await call('passwords.strengthCheck', { password: 'correct-horse-battery-staple-42' });
  await call('magicLinks.email.loginOrCreate', ADA, { login_magic_link_url: 'http://localhost:3000/auth' });
  await call('magicLinks.email.send', ADA, { login_magic_link_url: 'http://localhost:3000/auth' });
  await call('otps.sms.loginOrCreate', '+15555550124');
  await call('otps.sms.send', '+15555550124');
  await call('otps.whatsapp.loginOrCreate', '+15555550125');
  await call('otps.whatsapp.send', '+15555550125');
  await call('otps.email.send', ADA);
  const wallet = ethereumWallet();
  const start = { crypto_wallet_address: wallet.address, crypto_wallet_type: wallet.type };
  const { challenge } = await page.call('cryptoWallets.authenticateStart', start);
  await page.call('cryptoWallets.authenticate', {
    ...start,
    signature: await wallet.sign(challenge),
    session_duration_minutes: 60,
  });
  await call('session.revoke');
}

/** Ada signed in by a passcode: everything that needs a session, on her account. */
async function signedInAsAda() {
  const sent = await call('otps.email.loginOrCreate', ADA);
  await call('otps.authenticate', (await inbox(ADA)).code, sent.method_id, { session_duration_minutes: 60 });
  await call('session.authenticate', { session_duration_minutes: 60 });
  await call('magicLinks.email.send', ADA);
  await call('magicLinks.authenticate', await linkToken(ADA), { session_duration_minutes: 60 });
  await call('otps.sms.send', '+15555550126');
  await call('otps.whatsapp.send', '+15555550127');
  await call('otps.email.send', ADA);
  await call('user.get');
  await call('user.update', { untrusted_metadata: { theme: 'dark' } });

  const totp = await call('totps.create', { expiration_minutes: 5 });
  const { now } = await control.clock();
  await call('totps.authenticate', {
    totp_code: codeAt(totp.secret, Date.parse(now)),
    session_duration_minutes: 60,
  });
  const codes = await call('totps.recoveryCodes');
  await call('totps.recover', { recovery_code: codes.totps.recovery_codes[0], session_duration_minutes: 60 });

  const registered = await call('webauthn.register', { is_passkey: true, session_duration_minutes: 60 });
  await call('webauthn.update', {
    webauthn_registration_id: registered.webauthn_registration_id,
    name: 'Laptop',
  });
  await call('webauthn.authenticate', { is_passkey: true, session_duration_minutes: 60 });

  const wallet = ethereumWallet();
  const start = { crypto_wallet_address: wallet.address, crypto_wallet_type: wallet.type };
  const { challenge } = await call('cryptoWallets.authenticateStart', start);
  await call('cryptoWallets.authenticate', {
    ...start,
    signature: await wallet.sign(challenge),
    session_duration_minutes: 60,
  });
  await call('oauth.attach', 'github');
  await call('oauth.authenticate', await oauthToken(), { session_duration_minutes: 60 });

  await control.upsertConnectedApp({
    client_id: APP,
    client_name: 'Demo',
    client_type: 'third_party_public',
    redirect_uris: [RP_REDIRECT_URI],
    post_logout_redirect_uris: [RP_LOGOUT_URI],
  });
  const authorize = {
    client_id: APP,
    redirect_uri: RP_REDIRECT_URI,
    response_type: 'code',
    scopes: ['openid', 'email'],
    code_challenge: pkcePair().challenge,
    state: 'state-1',
  };
  await call('idp.oauthAuthorizeStart', authorize);
  await call('idp.oauthAuthorizeSubmit', { ...authorize, consent_granted: true });
  await call('user.getConnectedApps');
  await call('user.revokedConnectedApp', APP);
  await call('idp.oauthLogoutStart', { client_id: APP, post_logout_redirect_uri: RP_LOGOUT_URI, state: 's' });

  const adaId = (answers.get('user.get') as { user_id: string }).user_id;
  const { access_token } = await control.mintAccessToken({ userId: adaId });
  await call('session.exchangeAccessToken', { access_token, session_duration_minutes: 60 });
  await call('session.attest', {
    profile_id: 'profile-test-shapes',
    token: await trustedToken(ADA),
    session_duration_minutes: 60,
  });
  const { impersonation_token } = await control.mintImpersonationToken({ userId: adaId });
  await call('impersonation.authenticate', { impersonation_token });
  await page.call('session.revoke');
}

/** Ada's passkey signs her in from no session (`…/primary`); then her factors go, one by one. */
async function passkeyThenDeletes() {
  await page.call('webauthn.authenticate', { is_passkey: true, session_duration_minutes: 60 });
  const ada = await page.call('user.get');
  await call('user.deletePhoneNumber', ada.phone_numbers[0].phone_id);
  await call('user.deleteTOTP', ada.totps[0].totp_id);
  await call('user.deleteCryptoWallet', ada.crypto_wallets[0].crypto_wallet_id);
  await call('user.deleteOAuthRegistration', ada.providers[0].oauth_user_registration_id);
  await call('user.deleteWebauthnRegistration', ada.webauthn_registrations[0].webauthn_registration_id);
  await call('user.deleteEmail', ada.emails[0].email_id);
  biometricRefusal = await page
    .call('user.deleteBiometricRegistration', 'biometric-registration-test-none')
    .catch((error: unknown) => error);
  await page.call('session.revoke');
}

/** A new user by password, and every way a password resets. */
async function passwords() {
  const email = 'passwords@example.com';
  await call('passwords.create', {
    email,
    password: 'correct-horse-battery-staple-42',
    session_duration_minutes: 60,
  });
  await call('passwords.authenticate', {
    email,
    password: 'correct-horse-battery-staple-42',
    session_duration_minutes: 60,
  });
  await call('passwords.resetByEmailStart', {
    email,
    reset_password_redirect_url: 'http://localhost:3000/reset',
  });
  await call('passwords.resetByEmail', {
    token: await linkToken(email),
    password: 'a-second-long-passphrase-88',
    session_duration_minutes: 60,
  });
  await call('passwords.resetByExistingPassword', {
    email,
    existing_password: 'a-second-long-passphrase-88',
    new_password: 'a-third-long-passphrase-99',
    session_duration_minutes: 60,
  });
  await call('passwords.resetBySession', {
    password: 'a-fourth-long-passphrase-11',
    session_duration_minutes: 60,
  });
}

beforeAll(async () => {
  emulator = await serveStore(EmulatorStore.inMemory());
  const publicToken = `public-token-test-${crypto.randomUUID()}`;
  control = createControlClient(emulator.httpUrl, publicToken);
  page = await startBrowserClient(publicToken, emulator.httpUrl);
  runtimeMethods = await page.methods();
  for (const phase of [signedOut, signedInAsAda, passkeyThenDeletes, passwords]) {
    await phase();
    received.push(...(await page.answers()));
  }
  logged = await page.console();
}, 120_000);
afterAll(async () => {
  await page?.close();
  await emulator?.close();
});

const SDK_ROUTES = emulatorRoutes().filter(
  (route) => route.path.startsWith('/sdk/v1/') && route.method !== 'ALL' && route.method !== 'OPTIONS',
);

/** The route of the emulator's table (path after `/sdk/v1`) that answered. */
function routeOf(answer: RecordedAnswer): string {
  const called = { method: answer.method, path: `/sdk/v1${answer.path}` };
  const match = SDK_ROUTES.find((route) => routeServes(route, called));
  return match ? match.path.slice('/sdk/v1'.length) : answer.path;
}

type JsonSchema = Record<string, unknown>;
type Properties = { properties?: Record<string, JsonSchema>; anyOf?: Properties[]; allOf?: Properties[] };

/** The top-level fields a schema names, in any of its branches. */
function fieldsOf(schema: Properties | undefined): string[] {
  if (!schema) return [];
  const branches = [...(schema.anyOf ?? []), ...(schema.allOf ?? [])];
  return [...Object.keys(schema.properties ?? {}), ...branches.flatMap(fieldsOf)];
}

/** The top-level fields the method's backend twin declares and its own type leaves out. */
function twinFields(method: string): string[] {
  const twin = BACKEND_TWINS[method];
  const own = fieldsOf(schemas.browser[method]);
  return fieldsOf(twin ? schemas.backend[twin] : undefined).filter((field) => !own.includes(field));
}

/** The backend SDK's schema of one session factor. */
function backendFactorSchema(): JsonSchema {
  type FactorsOf = {
    properties: { session: { properties: { authentication_factors: { items: JsonSchema } } } };
  };
  const authenticate = schemas.backend['sessions.authenticate'] as FactorsOf;
  return authenticate.properties.session.properties.authentication_factors.items;
}

/** The answer without the session factors the client's types predate, and those factors. */
function withoutPredatedFactors(value: unknown): { answer: unknown; predated: unknown[] } {
  const answer = structuredClone(value) as {
    session?: { authentication_factors?: { delivery_method: string }[] };
  };
  const factors = answer?.session?.authentication_factors;
  if (!factors) return { answer, predated: [] };
  const predated = factors.filter((factor) => FACTORS_THE_CLIENT_PREDATES.includes(factor.delivery_method));
  answer.session = {
    ...answer.session,
    authentication_factors: factors.filter((factor) => !predated.includes(factor)),
  };
  return { answer, predated };
}

describe('browser client answers hold to the types the client declares', () => {
  it('the client logged nothing: no warning, no error', () => {
    expect(logged).toEqual([]);
  });

  it('the client running here has every method its typings declare', () => {
    expect(schemas.methods.browser.filter((method) => !runtimeMethods.includes(method))).toEqual([]);
  });

  it('every declared method is checked below, or makes no call whose answer it returns', () => {
    const unaccounted = schemas.methods.browser.filter(
      (method) =>
        !(method in schemas.browser) && !(method in NO_ANSWER_OF_THEIR_OWN) && !isOAuthStart(method),
    );
    expect(unaccounted).toEqual([]);
    expect(Object.keys(NO_ANSWER_OF_THEIR_OWN).filter((m) => !schemas.methods.browser.includes(m))).toEqual(
      [],
    );
  });

  it('every /sdk/v1 route of the emulator answered the page, each with a success', () => {
    const answered = new Set(received.map(routeOf));
    const routes = SDK_ROUTES.map((route) => route.path.slice('/sdk/v1'.length));
    const unanswered = [...new Set(routes)].filter(
      (route) => !answered.has(route) && !(route in ROUTES_OUTSIDE_THE_CLIENT),
    );
    expect(unanswered).toEqual([]);
    const refused = received.filter(
      (answer) => answer.status >= 300 && !answer.path.startsWith('/users/biometric'),
    );
    expect(refused).toEqual([]);
  });

  it.each(Object.keys(schemas.browser).filter((method) => method !== 'user.deleteBiometricRegistration'))(
    '%s answers as declared',
    (method) => {
      expect(answers.has(method), `${method} was not called`).toBe(true);
      const { answer, predated } = withoutPredatedFactors(answers.get(method));
      const problems = shapeCheck(schemas.browser[method] ?? {})(answer, { extras: twinFields(method) });
      const backendFactor = shapeCheck(backendFactorSchema());
      problems.push(...predated.flatMap((factor) => backendFactor(factor, { nulls: [] })));
      expect(problems, problems.join('\n')).toEqual([]);
    },
  );

  it.each(Object.keys(schemas.browserSteps))(
    'the %s answers the client reads hold to their declared type',
    (route) => {
      // The authenticate start has a route per state of the page (`/primary`, `/secondary`): both ran.
      const steps = received.filter((answer) => answer.path.startsWith(route));
      expect(steps.length).toBeGreaterThan(0);
      const check = shapeCheck(schemas.browserSteps[route] ?? {});
      for (const step of steps) {
        const problems = check((step.json as { data: unknown }).data, { renames: STEP_RENAMES[route] ?? {} });
        expect(problems, `${step.path}: ${problems.join('\n')}`).toEqual([]);
      }
    },
  );

  it('the bootstrap, as the client maps it, holds to BootstrapData (no null DFP mode)', () => {
    expect(shapeCheck(schemas.bootstrap)(bootstrap)).toEqual([]);
    expect(bootstrap).not.toHaveProperty('dfpProtectedAuthMode');
  });

  it('deleting a biometric registration no user has is refused as the provider refuses it', () => {
    expect(biometricRefusal).toMatchObject({ error_type: BIOMETRIC_REFUSAL });
  });
});
