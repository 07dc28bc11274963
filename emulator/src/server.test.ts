import { createHash, generateKeyPairSync, X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient } from './control/client';
import { EmulatorStore } from './emulator-store';
import { type RunningEmulator, serveStore, startEmulator } from './server';
import { issueSession } from './sessions/issue-session';
import { createUserWithEmail } from './test-support/test-users';

type HttpsAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  cert: X509Certificate;
};

/** An HTTPS request as a browser mapped to api.emulator.test would send it (SNI and Host included). */
function httpsRequest(
  emulator: RunningEmulator,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HttpsAnswer> {
  const { port } = new URL(emulator.httpsUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? 'GET',
        servername: 'api.emulator.test',
        headers: { host: 'api.emulator.test', ...init.headers },
        rejectUnauthorized: false,
      },
      (res) => {
        const cert = new X509Certificate((res.socket as TLSSocket).getPeerCertificate().raw);
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, cert }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

describe('a running emulator', () => {
  let emulator: RunningEmulator;
  const store = EmulatorStore.inMemory();
  beforeAll(async () => {
    emulator = await serveStore(store, { httpPort: 0, httpsPort: 0 });
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('listens on free ports of 127.0.0.1 for HTTP and HTTPS', () => {
    expect(emulator.httpUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(emulator.httpsUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(new URL(emulator.httpUrl).port).not.toBe(new URL(emulator.httpsUrl).port);
  });

  it('presents a certificate for api.emulator.test and localhost whose SPKI hash it reports', async () => {
    const token = `public-token-test-${crypto.randomUUID()}`;
    const { status, cert } = await httpsRequest(emulator, `/sdk/v1/projects/bootstrap/${token}`);
    expect(status).toBe(200);
    expect(cert.subjectAltName).toContain('DNS:api.emulator.test');
    expect(cert.subjectAltName).toContain('DNS:localhost');
    expect(cert.checkHost('api.emulator.test')).toBe('api.emulator.test');
    const spki = cert.publicKey.export({ type: 'spki', format: 'der' });
    expect(createHash('sha256').update(spki).digest('base64')).toBe(emulator.spkiHash);
  });

  it('answers CORS preflights and errors over HTTPS for the exact origin', async () => {
    const preflight = await httpsRequest(emulator, '/sdk/v1/sessions/authenticate', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-sdk-client,x-sdk-parent-host',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');

    const token = `public-token-test-${crypto.randomUUID()}`;
    const failure = await httpsRequest(emulator, '/sdk/v1/sessions/authenticate', {
      method: 'POST',
      headers: {
        origin: 'http://localhost:5173',
        authorization: `Basic ${Buffer.from(`${token}:${token}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(failure.status).toBe(404);
    expect(failure.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(JSON.parse(failure.body)).toMatchObject({ error_type: 'session_not_found' });
  });

  it('publishes a JWKS that verifies the session JWTs it signs', async () => {
    const token = `public-token-test-${crypto.randomUUID()}`;
    const project = store.project(token);
    const user = createUserWithEmail(project, 'jwt@example.com', true);
    const auth = await issueSession(project, user, { type: 'password', delivery_method: 'knowledge' }, 60);
    const jwks = createRemoteJWKSet(new URL(`${emulator.httpUrl}/v1/sessions/jwks/${token}`));
    const { payload } = await jwtVerify(auth.session_jwt, jwks, {
      issuer: `stytch.com/${project.projectId}`,
      audience: project.projectId,
    });
    expect(payload.sub).toBe(user.user_id);
    expect(payload['https://stytch.com/session']).toMatchObject({ id: auth.session.session_id });
  });
});

describe('closing', () => {
  it('ends open long polls and live streams when the store closes, before any socket is reset', async () => {
    const store = EmulatorStore.inMemory();
    const emulator = await serveStore(store);
    const control = createControlClient(emulator.httpUrl, `public-token-test-${crypto.randomUUID()}`);
    const poll = control.latestMessage({ to: 'never@example.com', timeoutMs: 60_000 }).catch((e) => e);
    const stream = await fetch(control.streamUrl);
    expect(stream.status).toBe(200);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    expect((await reader.read()).value).toContain('event: ready');
    const started = Date.now();
    // Only the store closes: the listeners stay open, so nothing but the store's signal can end these.
    store.close();
    expect(await poll).toMatchObject({ envelope: { status_code: 404, error_type: 'message_not_found' } });
    let ended = false;
    while (!ended) ended = (await reader.read()).done;
    expect(Date.now() - started).toBeLessThan(2_000);
    await emulator.close();
  });

  it('rejects when a port is taken, and can be closed twice', async () => {
    const first = await startEmulator();
    const port = Number(new URL(first.httpUrl).port);
    await expect(startEmulator({ httpPort: port })).rejects.toThrow(/EADDRINUSE/);
    await first.close();
    await first.close();
  });

  it('keeps its certificate in the data dir, so the pinned hash survives a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'foyer-emulator-'));
    try {
      const first = await startEmulator({ dataDir });
      await first.close();
      const second = await startEmulator({ dataDir });
      await second.close();
      expect(second.spkiHash).toBe(first.spkiHash);

      // A key that does not belong to the certificate (a crash between the two writes) is replaced.
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      writeFileSync(join(dataDir, 'tls', 'key.pem'), privateKey.export({ type: 'pkcs8', format: 'pem' }));
      const third = await startEmulator({ dataDir });
      await third.close();
      expect(third.spkiHash).not.toBe(first.spkiHash);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
