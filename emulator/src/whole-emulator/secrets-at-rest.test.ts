import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EmulatorStore, type ProjectSnapshot } from '../emulator-store';
import { secretDigest } from '../store/secret-digest';
import { consentIdOf, startOAuth, submitConsent, tokenOf } from '../test-support/oauth-flows';
import { sdkTestClient } from '../test-support/sdk-test-client';

type Emulator = ReturnType<typeof sdkTestClient>;

const dirs: string[] = [];
const stores: EmulatorStore[] = [];

afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-secrets-'));
  dirs.push(dir);
  return dir;
}

function openStore(dir: string): EmulatorStore {
  const store = EmulatorStore.open(dir);
  stores.push(store);
  return store;
}

function closeStore(store: EmulatorStore): void {
  store.close();
  stores.splice(stores.indexOf(store), 1);
}

/** Every file of the data dir, as text. */
function dataDirText(dir: string): string {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile())
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n');
}

/**
 * Every string the data dir's journal and snapshot hold outside the inbox: the messages are the
 * emails and texts themselves, the one place a link's token or a passcode is meant to be written.
 */
function storedStringsOutsideInbox(dir: string): string[] {
  const documents: unknown[] = [];
  const journal = join(dir, 'journal.ndjson');
  for (const line of readFileSync(journal, 'utf8').split('\n')) if (line) documents.push(JSON.parse(line));
  const snapshot = join(dir, 'state.json');
  if (readdirSync(dir).includes('state.json')) documents.push(JSON.parse(readFileSync(snapshot, 'utf8')));
  const strings: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      if ((value as { collection?: string }).collection === 'messages') return;
      for (const [key, each] of Object.entries(value)) if (key !== 'messages') walk(each);
    }
  };
  documents.forEach(walk);
  return strings;
}

async function sdk(emulator: Emulator, path: string, body: object, status = 200) {
  const answer = await emulator.call({ path, body });
  expect(answer.status, `${path}: ${JSON.stringify(answer.json)}`).toBe(status);
  return answer.json;
}

function latestMessage(emulator: Emulator, to: string) {
  const message = emulator
    .project()
    .collections.messages.all()
    .filter((each) => each.to === to)
    .at(-1);
  if (!message) throw new Error(`no message to ${to}`);
  return message;
}

function linkTokens(text: string): string[] {
  return [...text.matchAll(/https?:\/\/\S+/g)].map(([link]) => new URL(link).searchParams.get('token') ?? '');
}

async function sendMagicLink(emulator: Emulator, email: string): Promise<string> {
  await sdk(emulator, '/magic_links/email/login_or_create', { email });
  const [token] = linkTokens(latestMessage(emulator, email).text);
  if (!token) throw new Error('the email has no link');
  return token;
}

async function sendPasscode(emulator: Emulator, email: string) {
  const { data } = await sdk(emulator, '/otps/email/login_or_create', { email });
  return { code: latestMessage(emulator, email).code ?? '', methodId: data.method_id as string };
}

async function oauthToken(emulator: Emulator, subject: string): Promise<string> {
  const page = await (await startOAuth(emulator, 'google')).text();
  const answer = await submitConsent(emulator, 'google', {
    consent_id: consentIdOf(page),
    account: 'new',
    decision: 'allow',
    locale: 'en',
    name: 'Ada Lovelace',
    email: `${subject}@example.com`,
    email_verified: 'true',
    provider_subject: subject,
  });
  return tokenOf(answer.headers.get('location'));
}

async function mintImpersonationToken(emulator: Emulator, userId: string): Promise<string> {
  const minted = await emulator.call({
    path: `/control/v1/projects/${emulator.publicToken}/impersonation_tokens`,
    body: { user_id: userId },
  });
  expect(minted.status).toBe(201);
  return minted.json.data.impersonation_token;
}

describe('the data dir after sign-ins', () => {
  it('holds no link token, passcode, OAuth or impersonation token outside the inbox, used or not', async () => {
    const dir = newDataDir();
    const store = openStore(dir);
    const emulator = sdkTestClient(undefined, store);

    const usedLink = await sendMagicLink(emulator, 'ada@example.com');
    const { data: ada } = await sdk(emulator, '/magic_links/authenticate', {
      token: usedLink,
      session_duration_minutes: 30,
    });
    const unusedLink = await sendMagicLink(emulator, 'bob@example.com');
    const used = await sendPasscode(emulator, 'grace@example.com');
    await sdk(emulator, '/otps/authenticate', {
      token: used.code,
      method_id: used.methodId,
      session_duration_minutes: 30,
    });
    const unused = await sendPasscode(emulator, 'carol@example.com');
    await sdk(emulator, '/passwords/email/reset/start', { email: 'ada@example.com' });
    const resetTokens = linkTokens(latestMessage(emulator, 'ada@example.com').text);
    expect(resetTokens).toHaveLength(2);
    const usedOAuth = await oauthToken(emulator, '1815');
    await sdk(emulator, '/oauth/authenticate', { token: usedOAuth, session_duration_minutes: 30 });
    const unusedOAuth = await oauthToken(emulator, '1816');
    const usedImpersonation = await mintImpersonationToken(emulator, ada.user_id);
    await sdk(emulator, '/impersonation/authenticate', { impersonation_token: usedImpersonation });
    const unusedImpersonation = await mintImpersonationToken(emulator, ada.user_id);
    closeStore(store);

    const tokens = [usedLink, unusedLink, ...resetTokens, usedOAuth, unusedOAuth];
    const strings = storedStringsOutsideInbox(dir);
    for (const token of [...tokens, usedImpersonation, unusedImpersonation]) {
      expect(strings.filter((each) => each.includes(token))).toEqual([]);
    }
    // Six digits could be part of an id by chance; a passcode stored would be a value of its own.
    for (const { code } of [used, unused]) {
      expect(code).toMatch(/^\d{6}$/);
      expect(strings.filter((each) => each === code)).toEqual([]);
    }
    // These never reach an inbox, so no file of the data dir holds them at all.
    const text = dataDirText(dir);
    for (const token of [usedOAuth, unusedOAuth, usedImpersonation, unusedImpersonation]) {
      expect(text).not.toContain(token);
    }
    // What is stored is each secret's digest, so the emulator (and the testbed's inbox) can still tell them.
    expect(strings).toContain(secretDigest(unusedLink));
    expect(strings).toContain(secretDigest(unused.code));
  });
});

/**
 * The project as an emulator before digests stored it: tokens and codes in plain under their old
 * field names, and keyed by the token where the token was the key.
 */
function asOlderEmulatorStoredIt(
  snapshot: ProjectSnapshot,
  plain: { links: string[]; codes: string[]; oauth: string[]; impersonation: string[] },
): ProjectSnapshot {
  const byDigest = new Map(
    [...plain.links, ...plain.codes, ...plain.oauth, ...plain.impersonation].map((secret) => [
      secretDigest(secret),
      secret,
    ]),
  );
  const reveal = (digest: string) => {
    const secret = byDigest.get(digest);
    if (secret === undefined) throw new Error(`no plain secret for ${digest}`);
    return secret;
  };
  const { email_tokens, otps, oauth_tokens, impersonation_tokens } = snapshot.collections;
  const legacy = (records: object, digestField: string, plainField: string, keyed: boolean) =>
    Object.fromEntries(
      Object.entries(records).map(([key, record]) => {
        const { [digestField]: digest, ...rest } = record as Record<string, string>;
        const secret = reveal(digest as string);
        return [keyed ? secret : key, { ...rest, [plainField]: secret }];
      }),
    );
  return {
    ...snapshot,
    collections: {
      ...snapshot.collections,
      email_tokens: legacy(email_tokens, 'token_digest', 'token', true),
      otps: legacy(otps, 'code_digest', 'code', false),
      oauth_tokens: legacy(oauth_tokens, 'token_digest', 'token', true),
      impersonation_tokens: legacy(
        impersonation_tokens,
        'impersonation_token_digest',
        'impersonation_token',
        true,
      ),
    } as unknown as ProjectSnapshot['collections'],
  };
}

/** An in-memory project holding one unused secret of every kind, and the project as an older emulator stored it. */
async function projectWithUnusedSecrets() {
  const emulator = sdkTestClient();
  const link = await sendMagicLink(emulator, 'ada@example.com');
  const passcode = await sendPasscode(emulator, 'grace@example.com');
  const oauth = await oauthToken(emulator, '1815');
  const droppedOAuth = await oauthToken(emulator, '1816');
  const user = emulator
    .project()
    .collections.users.find((each) => each.emails[0]?.email === 'ada@example.com');
  const impersonation = await mintImpersonationToken(emulator, user?.user_id ?? '');
  const legacy = asOlderEmulatorStoredIt(emulator.project().snapshot(), {
    links: [link],
    codes: [passcode.code],
    oauth: [oauth, droppedOAuth],
    impersonation: [impersonation],
  });
  return { publicToken: emulator.publicToken, legacy, link, passcode, oauth, droppedOAuth, impersonation };
}

/** Each secret signs in, as it did before the upgrade; the dropped OAuth token is gone. */
async function expectSecretsStillWork(
  emulator: Emulator,
  secrets: Awaited<ReturnType<typeof projectWithUnusedSecrets>>,
) {
  const session = { session_duration_minutes: 30 };
  await sdk(emulator, '/magic_links/authenticate', { token: secrets.link, ...session });
  await sdk(emulator, '/otps/authenticate', {
    token: secrets.passcode.code,
    method_id: secrets.passcode.methodId,
    ...session,
  });
  await sdk(emulator, '/oauth/authenticate', { token: secrets.oauth, ...session });
  await sdk(emulator, '/impersonation/authenticate', { impersonation_token: secrets.impersonation });
  const dropped = await emulator.call({
    path: '/oauth/authenticate',
    body: { token: secrets.droppedOAuth, ...session },
  });
  expect(dropped.json.error_type).toBe('oauth_token_not_found');
}

describe("an older emulator's data", () => {
  it('loads from a data dir with plain tokens and codes, which then leave the files, and they still sign in', async () => {
    const secrets = await projectWithUnusedSecrets();
    const dir = newDataDir();
    const entries = [
      { seq: 1, token: secrets.publicToken, write: { op: 'replace', snapshot: secrets.legacy } },
      // Older emulators deleted an expired OAuth token by its plain key.
      {
        seq: 2,
        token: secrets.publicToken,
        write: { op: 'delete', collection: 'oauth_tokens', key: secrets.droppedOAuth },
      },
    ];
    writeFileSync(join(dir, 'journal.ndjson'), entries.map((entry) => `${JSON.stringify(entry)}\n`).join(''));
    expect(dataDirText(dir)).toContain(secrets.link);

    const store = openStore(dir);
    const text = dataDirText(dir);
    for (const secret of [secrets.oauth, secrets.droppedOAuth, secrets.impersonation]) {
      expect(text).not.toContain(secret);
    }
    const strings = storedStringsOutsideInbox(dir);
    expect(strings.filter((each) => each.includes(secrets.link))).toEqual([]);
    expect(strings.filter((each) => each === secrets.passcode.code)).toEqual([]);
    await expectSecretsStillWork(sdkTestClient(secrets.publicToken, store), secrets);
  });

  it('is imported from an older export with plain tokens and codes, given their digests', async () => {
    const secrets = await projectWithUnusedSecrets();
    // The export was made after the older emulator dropped one OAuth token.
    const oauthTokens = Object.entries(secrets.legacy.collections.oauth_tokens);
    const legacy = {
      ...secrets.legacy,
      collections: {
        ...secrets.legacy.collections,
        oauth_tokens: Object.fromEntries(oauthTokens.filter(([key]) => key !== secrets.droppedOAuth)),
      },
    };
    const emulator = sdkTestClient();
    const imported = await emulator.call({
      method: 'PUT',
      path: `/control/v1/projects/${emulator.publicToken}/import`,
      body: legacy,
    });
    expect(imported.status, JSON.stringify(imported.json)).toBe(200);
    const { messages: _inbox, ...collections } = emulator.project().snapshot().collections;
    for (const secret of [secrets.link, secrets.oauth, secrets.impersonation]) {
      expect(JSON.stringify(collections)).not.toContain(secret);
    }
    expect(JSON.stringify(collections)).not.toContain(`"${secrets.passcode.code}"`);
    await expectSecretsStillWork(emulator, secrets);
  });
});
