import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createControlClient } from '../control/client';
import type { ProjectSnapshot } from '../emulator-store';
import { startEmulator } from '../server';
import { secretDigest } from '../store/secret-digest';
import {
  authorizeSubmit,
  logIn,
  pkcePair,
  postForm,
  RP_REDIRECT_URI,
  registerPublicApp,
} from '../test-support/connected-app-flows';

const CLIENT_ID = 'connected-app-test-at-rest';
const PUBLIC_TOKEN = 'public-token-test-oidc-at-rest';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'foyer-oidc-at-rest-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function dataDirText(): string {
  return readdirSync(dataDir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dataDir, name))
    .filter((path) => statSync(path).isFile())
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n');
}

/** A code flow with offline_access: the code, and the access and refresh tokens it was traded for. */
async function signInToTheApp(httpUrl: string) {
  const control = createControlClient(httpUrl, PUBLIC_TOKEN);
  await registerPublicApp(control, CLIENT_ID);
  const { sessionToken, userId } = await logIn(httpUrl, control, 'ada@example.com');
  const pkce = pkcePair();
  const params = {
    client_id: CLIENT_ID,
    scopes: ['openid', 'offline_access'],
    code_challenge: pkce.challenge,
  };
  const submitted = await authorizeSubmit(httpUrl, control, sessionToken, params, true);
  const code = submitted.json.data.authorization_code as string;
  const tokens = await postForm(httpUrl, control, '/oauth2/token', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: RP_REDIRECT_URI,
    client_id: CLIENT_ID,
    code_verifier: pkce.verifier,
  });
  expect(tokens.status).toBe(200);
  return {
    control,
    userId,
    code,
    accessToken: tokens.json.access_token as string,
    refreshToken: tokens.json.refresh_token as string,
  };
}

function userinfo(httpUrl: string, accessToken: string) {
  return fetch(`${httpUrl}/v1/public/${PUBLIC_TOKEN}/oauth2/userinfo`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
}

function refresh(httpUrl: string, refreshToken: string) {
  const control = createControlClient(httpUrl, PUBLIC_TOKEN);
  return postForm(httpUrl, control, '/oauth2/token', {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: CLIENT_ID,
  });
}

describe('codes and tokens of connected apps at rest', () => {
  it('leave only their digests in the data dir, and still work after a restart', async () => {
    const first = await startEmulator({ dataDir });
    const secrets = await signInToTheApp(first.httpUrl);
    await first.close();
    const text = dataDirText();
    for (const secret of [secrets.code, secrets.accessToken, secrets.refreshToken]) {
      expect(text).not.toContain(secret);
      expect(text).toContain(secretDigest(secret));
    }
    const second = await startEmulator({ dataDir });
    try {
      expect((await userinfo(second.httpUrl, secrets.accessToken)).status).toBe(200);
      expect((await refresh(second.httpUrl, secrets.refreshToken)).status).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('issues access tokens as JWTs signed with the project key, naming issuer, audience, user, client and scope', async () => {
    const emulator = await startEmulator();
    try {
      const { accessToken, userId, control } = await signInToTheApp(emulator.httpUrl);
      const sessionKeys = (await (
        await fetch(`${emulator.httpUrl}/v1/sessions/jwks/${PUBLIC_TOKEN}`)
      ).json()) as {
        keys: { kid: string }[];
      };
      expect(decodeProtectedHeader(accessToken)).toEqual({
        alg: 'RS256',
        kid: sessionKeys.keys[0]?.kid,
        typ: 'JWT',
      });
      const claims = decodeJwt(accessToken);
      const { project_id } = await control.credentials();
      expect(claims).toEqual({
        iss: `stytch.com/${project_id}`,
        aud: [project_id],
        sub: userId,
        client_id: CLIENT_ID,
        scope: 'openid offline_access',
        iat: expect.any(Number),
        nbf: claims.iat,
        exp: (claims.iat ?? 0) + 3600,
        jti: expect.any(String),
      });
    } finally {
      await emulator.close();
    }
  });

  it('load from an older data dir that held them in plain, which then leave the files', async () => {
    const first = await startEmulator({ dataDir });
    const secrets = await signInToTheApp(first.httpUrl);
    const snapshot = await secrets.control.exportProject();
    await first.close();
    // What an older emulator wrote: the refresh and access tokens in plain, as their records' keys.
    const plain =
      (digestField: string, plainField: string, value: string) =>
      (records: Record<string, Record<string, unknown>>) =>
        Object.fromEntries(
          Object.values(records).map(({ [digestField]: _digest, ...record }) => [
            value,
            { ...record, [plainField]: value },
          ]),
        );
    const legacy = {
      ...snapshot,
      collections: {
        ...snapshot.collections,
        access_tokens: plain(
          'access_token_digest',
          'access_token',
          secrets.accessToken,
        )(snapshot.collections.access_tokens),
        refresh_tokens: plain(
          'refresh_token_digest',
          'refresh_token',
          secrets.refreshToken,
        )(snapshot.collections.refresh_tokens),
      },
    } as unknown as ProjectSnapshot;
    rmSync(dataDir, { recursive: true, force: true });
    dataDir = mkdtempSync(join(tmpdir(), 'foyer-oidc-at-rest-'));
    const entry = { seq: 1, token: PUBLIC_TOKEN, write: { op: 'replace', snapshot: legacy } };
    writeFileSync(join(dataDir, 'journal.ndjson'), `${JSON.stringify(entry)}\n`);
    expect(dataDirText()).toContain(secrets.refreshToken);

    const second = await startEmulator({ dataDir });
    try {
      expect(dataDirText()).not.toContain(secrets.refreshToken);
      expect(dataDirText()).not.toContain(secrets.accessToken);
      expect((await userinfo(second.httpUrl, secrets.accessToken)).status).toBe(200);
      expect((await refresh(second.httpUrl, secrets.refreshToken)).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
