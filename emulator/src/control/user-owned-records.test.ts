import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, type CollectionName, descriptorOf } from '../collections';
import { EmulatorStore, type ProjectSnapshot } from '../emulator-store';
import { type RunningEmulator, serveStore } from '../server';
import { connectPublicApp, registerPublicApp } from '../test-support/connected-app-flows';
import { SoftAuthenticator } from '../test-support/soft-authenticator';
import { ethereumWallet } from '../test-support/test-wallets';
import { PAGE_ORIGIN } from '../test-support/webauthn-ceremonies';
import { ControlApiError, type ControlClient, createControlClient } from './client';

const STRONG_PASSWORD = 'violet-tractor-umbrella-1987';

let dir: string;
let emulator: RunningEmulator;
let control: ControlClient;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'foyer-user-owned-'));
  emulator = await serveStore(EmulatorStore.open(dir));
  control = createControlClient(emulator.httpUrl, `public-token-test-${crypto.randomUUID()}`);
});
afterEach(async () => {
  await emulator.close();
  rmSync(dir, { recursive: true, force: true });
});

async function sdk(path: string, body: unknown, expectedStatus = 200, sessionToken = control.publicToken) {
  const credentials = Buffer.from(`${control.publicToken}:${sessionToken}`).toString('base64');
  const response = await fetch(`${emulator.httpUrl}/sdk/v1${path}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${credentials}`,
      'content-type': 'application/json',
      origin: PAGE_ORIGIN,
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data: Record<string, unknown> };
  expect(response.status, `${path} answered ${JSON.stringify(json)}`).toBe(expectedStatus);
  return json.data;
}

function oauthStart(provider: string) {
  const query = new URLSearchParams({ public_token: control.publicToken });
  return fetch(`${emulator.httpUrl}/v1/public/oauth/${provider}/start?${query}`, { redirect: 'manual' });
}

/**
 * A user with one record of every kind the emulator stores, each made the way a client or a test
 * would make it: signing up with a password (user, password hash, session), a wrong password (its
 * failure count), a magic link and a passcode by email (token, passcode, inbox messages), a TOTP,
 * a passkey (its credential and the challenge it answered), a crypto wallet (its record and the
 * challenge it signed), an impersonation token, an access token, an M2M client, a telemetry event, a fault, OAuth
 * records (an identity, a consent, a token, a pre-answer, the signing provider's key), a connected
 * app with the user's grant, code and tokens, its discovered issuer, and a clock move. Returns the
 * user's id. A new collection needs a line here; the coverage test below fails until it has one.
 */
async function createOneOfEveryKind(email: string): Promise<string> {
  const signUp = await sdk('/passwords', { email, password: STRONG_PASSWORD, session_duration_minutes: 60 });
  await sdk('/passwords/authenticate', { email, password: 'wrong', session_duration_minutes: 60 }, 401);
  await sdk('/magic_links/email/login_or_create', { email });
  await sdk('/otps/email/login_or_create', { email });
  const sessionToken = signUp.session_token as string;
  await sdk('/totps', { expiration_minutes: 5 }, 200, sessionToken);
  const registration = { domain: 'localhost', return_passkey_credential_options: true, user_agent: email };
  const started = await sdk('/webauthn/register/start', registration, 200, sessionToken);
  const options = started.public_key_credential_creation_options as string;
  const credential = new SoftAuthenticator().create(options, PAGE_ORIGIN);
  await sdk('/webauthn/register', { public_key_credential: credential }, 200, sessionToken);
  const wallet = ethereumWallet();
  const walletFields = { crypto_wallet_address: wallet.address, crypto_wallet_type: wallet.type };
  const { challenge } = await sdk(
    '/crypto_wallets/authenticate/start/secondary',
    walletFields,
    200,
    sessionToken,
  );
  const signature = await wallet.sign(challenge as string);
  const walletSignIn = { ...walletFields, signature, session_duration_minutes: 60 };
  await sdk('/crypto_wallets/authenticate', walletSignIn, 200, sessionToken);
  await control.mintImpersonationToken({ userId: signUp.user_id as string });
  await control.mintAccessToken({ userId: signUp.user_id as string });
  await sdk('/events', [{ telemetry: {}, event: { public_token: control.publicToken, event_name: email } }]);
  await control.injectFault({ endpoint: `/never-called/${email}`, latencyMs: 1 });
  // An OAuth identity, a start left on its consent page, a token redeemed and a pre-answer unused.
  const oauthIdentity = {
    provider: 'github',
    provider_subject: email,
    name: email,
    email,
    email_verified: true,
    picture_url: '',
    locale: 'en',
  } as const;
  await control.addOAuthIdentity({ ...oauthIdentity, provider: 'google' });
  await control.preAnswerOAuth('github', { identity: oauthIdentity });
  const oauthToken = new URL((await oauthStart('github')).headers.get('location') ?? '').searchParams.get(
    'token',
  );
  await sdk('/oauth/authenticate', { token: oauthToken, session_duration_minutes: 60 }, 200, sessionToken);
  await oauthStart('google');
  await control.preAnswerOAuth('apple', { cancel: true });
  const clientId = `connected-app-test-${email.split('@')[0]}`;
  await registerPublicApp(control, clientId);
  await connectPublicApp(emulator.httpUrl, control, sessionToken, clientId);
  await control.updateSettings({ idp_authorization_url: 'http://localhost:4000/idp.html' });
  const issuer = `${emulator.httpUrl}/v1/public/${control.publicToken}`;
  expect((await fetch(`${issuer}/.well-known/openid-configuration`)).status).toBe(200);
  // An M2M client, made as a host's server makes one: through the backend API with the project's secret.
  const { project_id, secret } = await control.credentials();
  const m2m = await fetch(`${emulator.httpUrl}/v1/m2m/clients`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${project_id}:${secret}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ client_name: email }),
  });
  expect(m2m.status).toBe(200);
  await control.advanceClock(1);
  return signUp.user_id as string;
}

type Records = Record<string, object>;

/**
 * The records of a collection that are the user's: the user itself, or those whose owner field
 * (from the collection's descriptor) names the user. Collections without an owner hold none.
 */
function ownedBy(snapshot: ProjectSnapshot, name: CollectionName, userId: string): Records {
  const records = snapshot.collections[name] as Records;
  if (name === 'users') return userId in records ? { [userId]: records[userId] as object } : {};
  const { owner } = descriptorOf(name);
  if (owner === undefined) return {};
  return Object.fromEntries(
    Object.entries(records).filter(([, record]) => (record as Record<string, unknown>)[owner] === userId),
  );
}

function isOwned(name: CollectionName): boolean {
  return name === 'users' || descriptorOf(name).owner !== undefined;
}

function journalLines(): number {
  return readFileSync(join(dir, 'journal.ndjson'), 'utf8').trim().split('\n').length;
}

describe('deleting a user through the control API', () => {
  it('starts from a fixture with a record in every collection of the table, and one of the user in every owned one', async () => {
    const ada = await createOneOfEveryKind('ada@example.com');
    const before = await control.exportProject();
    for (const name of COLLECTION_NAMES) {
      expect(Object.keys(before.collections[name]), `a record in ${name}`).not.toHaveLength(0);
      if (isOwned(name)) expect(Object.keys(ownedBy(before, name, ada)), `ada's ${name}`).not.toHaveLength(0);
    }
  });

  it("leaves nothing of the user in any collection, and every other user's records as they were", async () => {
    const ada = await createOneOfEveryKind('ada@example.com');
    const bob = await createOneOfEveryKind('bob@example.com');
    const before = await control.exportProject();

    await control.deleteUser(ada);

    const after = await control.exportProject();
    for (const name of COLLECTION_NAMES) {
      expect(ownedBy(after, name, ada), `ada's ${name}`).toEqual({});
      expect(ownedBy(after, name, bob), `bob's ${name}`).toEqual(ownedBy(before, name, bob));
      // What belongs to nobody (the inbox, telemetry, faults) is not the user's to take along.
      if (!isOwned(name)) expect(after.collections[name], name).toEqual(before.collections[name]);
    }
    expect(JSON.stringify(after.collections)).not.toContain(ada);
    expect(await control.users()).toEqual([await control.user(bob)]);
  });

  it('deletes the user and everything it owns in one journal write', async () => {
    const ada = await createOneOfEveryKind('ada@example.com');
    const linesBefore = journalLines();
    await control.deleteUser(ada);
    expect(journalLines()).toBe(linesBefore + 1);
  });
});

describe('importing records whose user is missing', () => {
  it('refuses them in every collection with an owner, naming each', async () => {
    await createOneOfEveryKind('ada@example.com');
    const exported = await control.exportProject();
    const orphaned = { ...exported, collections: { ...exported.collections, users: {} } };
    const refusal = await control.importProject(orphaned).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ControlApiError);
    const { issues } = (refusal as ControlApiError).envelope.error_details as { issues: { path: string }[] };
    for (const name of COLLECTION_NAMES) {
      const owner = descriptorOf(name).owner;
      if (owner === undefined) continue;
      expect(issues.map((issue) => issue.path)).toContainEqual(
        expect.stringMatching(`^collections\\.${name}\\..+\\.${owner}$`),
      );
    }
  });
});
