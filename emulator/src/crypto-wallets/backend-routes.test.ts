import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackendEmulator, startBackendEmulator } from '../test-support/backend-emulator';
import { ethereumWallet, solanaWallet, type TestWallet } from '../test-support/test-wallets';

let env: BackendEmulator;
beforeAll(async () => {
  env = await startBackendEmulator();
});
afterAll(async () => {
  await env?.close();
});

function start(wallet: TestWallet, fields: object = {}) {
  return env.sdk.call('cryptoWallets.authenticateStart', {
    crypto_wallet_type: wallet.type,
    crypto_wallet_address: wallet.address,
    ...fields,
  });
}

function authenticate(wallet: TestWallet, signature: string, fields: object = {}) {
  return env.sdk.call('cryptoWallets.authenticate', {
    crypto_wallet_type: wallet.type,
    crypto_wallet_address: wallet.address,
    signature,
    ...fields,
  });
}

describe('crypto wallets through the backend SDK', () => {
  it('gives a new Ethereum wallet a new user at the start, verified once its signature comes back', async () => {
    const wallet = ethereumWallet();
    const started = await start(wallet);
    expect(started).toMatchObject({ status_code: 200, user_created: true, user_id: expect.any(String) });
    expect(started.challenge).toContain(wallet.address);
    const pending = await env.sdk.call('users.get', { user_id: started.user_id });
    expect(pending.crypto_wallets).toEqual([expect.objectContaining({ verified: false })]);

    const signedIn = await authenticate(wallet, await wallet.sign(started.challenge), {
      session_duration_minutes: 30,
    });
    expect(signedIn).toMatchObject({ user_id: started.user_id, session_token: expect.any(String) });
    expect(signedIn.user.crypto_wallets).toEqual([
      expect.objectContaining({ crypto_wallet_address: wallet.address, verified: true }),
    ]);
    expect(signedIn.session.authentication_factors[0]).toMatchObject({
      type: 'crypto',
      crypto_wallet_factor: { crypto_wallet_address: wallet.address, crypto_wallet_type: 'ethereum' },
    });
    expect(signedIn.siwe_params).toBeUndefined();

    const again = await start(wallet);
    expect(again).toMatchObject({ user_id: started.user_id, user_created: false });
  });

  it('adds a Solana wallet to a user named by id, extending the session the call names', async () => {
    const { user_id } = await env.sdk.call('users.create', { email: 'solana-owner@example.com' });
    const first = ethereumWallet();
    const firstStart = await start(first, { user_id });
    const session = await authenticate(first, await first.sign(firstStart.challenge), {
      session_duration_minutes: 30,
    });

    const wallet = solanaWallet();
    const started = await start(wallet, { user_id });
    expect(started).toMatchObject({ user_id, user_created: false });
    const signedIn = await authenticate(wallet, await wallet.sign(started.challenge), {
      session_token: session.session_token,
    });
    expect(signedIn.session.session_id).toBe(session.session.session_id);
    // One factor per kind, the latest wallet's, as the session's other factors are kept.
    expect(signedIn.session.authentication_factors).toEqual([
      expect.objectContaining({
        type: 'crypto',
        crypto_wallet_factor: expect.objectContaining({ crypto_wallet_address: wallet.address }),
      }),
    ]);
    expect(
      signedIn.user.crypto_wallets.map((w: { crypto_wallet_address: string }) => w.crypto_wallet_address),
    ).toEqual([first.address, wallet.address]);
  });

  it('signs in with Sign-In with Ethereum for the domain the server names, and reports its parameters', async () => {
    const wallet = ethereumWallet();
    const started = await start(wallet, {
      siwe_params: { domain: 'app.example.com', uri: 'https://app.example.com/login', resources: [] },
    });
    expect(started.challenge).toMatch(/^app\.example\.com wants you to sign in with your Ethereum account:/);
    const signedIn = await authenticate(wallet, await wallet.sign(started.challenge));
    expect(signedIn.siwe_params).toMatchObject({
      domain: 'app.example.com',
      uri: 'https://app.example.com/login',
      chain_id: '1',
      resources: [],
      issued_at: expect.any(String),
    });
  });

  it('refuses a signature by another wallet, a replayed one, and SIWE for Solana', async () => {
    const wallet = ethereumWallet();
    const started = await start(wallet);
    await expect(authenticate(wallet, await ethereumWallet().sign(started.challenge))).rejects.toMatchObject({
      status_code: 401,
      error_type: 'unable_to_authenticate_crypto_wallet',
    });
    expect(env.lastDetail()).toContain(`is not ${wallet.address}'s signature of the challenge`);
    const again = await start(wallet);
    const signature = await wallet.sign(again.challenge);
    await authenticate(wallet, signature);
    await expect(authenticate(wallet, signature)).rejects.toMatchObject({
      status_code: 401,
      error_type: 'unable_to_authenticate_crypto_wallet',
    });
    expect(env.lastDetail()).toContain('already answered');
    await expect(
      start(solanaWallet(), { siwe_params: { domain: 'app.example.com', uri: 'https://app.example.com' } }),
    ).rejects.toMatchObject({ status_code: 400, error_type: 'crypto_wallet_type_incompatible_with_siwe' });
  });

  it("refuses to give another user's wallet to the user named", async () => {
    const wallet = ethereumWallet();
    const owned = await start(wallet);
    await authenticate(wallet, await wallet.sign(owned.challenge));
    const { user_id } = await env.sdk.call('users.create', { email: 'not-the-owner@example.com' });
    await expect(start(wallet, { user_id })).rejects.toMatchObject({
      status_code: 400,
      error_type: 'duplicate_wallet_address',
    });
  });

  it("does not answer a page's challenge: a browser-API start is not the backend's", async () => {
    const wallet = ethereumWallet();
    const response = await fetch(`${env.emulator.httpUrl}/sdk/v1/crypto_wallets/authenticate/start/primary`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${env.project.publicToken}:${env.project.publicToken}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ crypto_wallet_address: wallet.address, crypto_wallet_type: 'ethereum' }),
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { challenge: string } };
    await expect(authenticate(wallet, await wallet.sign(data.challenge))).rejects.toMatchObject({
      status_code: 401,
      error_type: 'unable_to_authenticate_crypto_wallet',
    });
    expect(env.lastDetail()).toContain('No challenge was issued');
  });

  it('refuses a challenge past its five minutes on the project clock', async () => {
    const wallet = ethereumWallet();
    const started = await start(wallet);
    await env.control.advanceClock(6 * 60_000);
    await expect(authenticate(wallet, await wallet.sign(started.challenge))).rejects.toMatchObject({
      status_code: 401,
      error_type: 'unable_to_authenticate_crypto_wallet',
    });
    expect(env.lastDetail()).toContain('challenge expired at');
  });
});
