import { describe, expect, it } from 'vitest';
import { sdkTestClient } from '../test-support/sdk-test-client';
import {
  ethereumWallet,
  finishWalletSignIn,
  signInWith,
  solanaWallet,
  startWalletSignIn,
  type TestWallet,
} from '../test-support/test-wallets';

const CHAINS = [
  ['ethereum', ethereumWallet],
  ['solana', solanaWallet],
] as const;

async function challengeFor(
  emulator: ReturnType<typeof sdkTestClient>,
  wallet: TestWallet,
  sessionToken?: string,
) {
  const started = await startWalletSignIn(emulator, wallet, {
    sessionToken,
    kind: sessionToken ? 'secondary' : 'primary',
  });
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  return started.json.data.challenge as string;
}

describe.each(CHAINS)('crypto_wallets/authenticate with a %s wallet', (type, makeWallet) => {
  it('signs a new wallet up: a new user holding the wallet, and a session with a crypto_wallet factor', async () => {
    const emulator = sdkTestClient();
    const wallet = makeWallet();
    const { answer } = await signInWith(emulator, wallet);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const { user, session, session_token, session_jwt, user_id } = answer.json.data;
    const entry = {
      crypto_wallet_id: expect.stringMatching(/^crypto-wallet-test-/),
      crypto_wallet_address: wallet.address,
      crypto_wallet_type: type,
      verified: true,
    };
    expect(user.user_id).toBe(user_id);
    expect(user.crypto_wallets).toEqual([entry]);
    expect(user.emails).toEqual([]);
    expect(session.authentication_factors).toEqual([
      {
        type: 'crypto',
        delivery_method: 'crypto_wallet',
        last_authenticated_at: expect.any(String),
        crypto_wallet_factor: {
          crypto_wallet_id: user.crypto_wallets[0].crypto_wallet_id,
          crypto_wallet_address: wallet.address,
          crypto_wallet_type: type,
        },
      },
    ]);
    expect(session_token).toEqual(expect.any(String));
    expect(session_jwt.split('.')).toHaveLength(3);
    const me = await emulator.call({ method: 'GET', path: '/users/me', sessionToken: session_token });
    expect(me.json.data.crypto_wallets).toEqual([entry]);
  });

  it('logs a known wallet into its own user, with a new session', async () => {
    const emulator = sdkTestClient();
    const wallet = makeWallet();
    const first = (await signInWith(emulator, wallet)).answer.json.data;
    const again = (await signInWith(emulator, wallet)).answer.json.data;
    expect(again.user_id).toBe(first.user_id);
    expect(again.user.crypto_wallets).toEqual(first.user.crypto_wallets);
    expect(again.session.session_id).not.toBe(first.session.session_id);
    expect(emulator.project().collections.users.size).toBe(1);
  });

  it('adds a new wallet to the signed-in user, whose session gains the factor', async () => {
    const emulator = sdkTestClient();
    const login = await emulator.login('ada@example.com');
    const wallet = makeWallet();
    const { answer } = await signInWith(emulator, wallet, {
      kind: 'secondary',
      sessionToken: login.session_token,
    });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const { user, session } = answer.json.data;
    expect(user.user_id).toBe(login.user_id);
    expect(user.emails).toEqual(login.user.emails);
    expect(user.crypto_wallets).toMatchObject([
      { crypto_wallet_address: wallet.address, crypto_wallet_type: type },
    ]);
    expect(session.session_id).toBe(login.session.session_id);
    expect(session.authentication_factors.map((f: { type: string }) => f.type)).toEqual([
      'magic_link',
      'crypto',
    ]);
  });

  it("refuses, on a secondary start, a wallet that is another user's", async () => {
    const emulator = sdkTestClient();
    const wallet = makeWallet();
    await signInWith(emulator, wallet);
    const login = await emulator.login('ada@example.com');
    const started = await startWalletSignIn(emulator, wallet, {
      kind: 'secondary',
      sessionToken: login.session_token,
    });
    expect(started.status).toBe(400);
    expect(started.json.error_type).toBe('duplicate_wallet_address');
  });

  it('needs a session for a secondary start', async () => {
    const emulator = sdkTestClient();
    const started = await startWalletSignIn(emulator, makeWallet(), { kind: 'secondary' });
    expect(started.status).toBe(404);
    expect(started.json.error_type).toBe('session_not_found');
  });

  it("refuses another wallet's signature of the challenge, naming why", async () => {
    const emulator = sdkTestClient();
    const wallet = makeWallet();
    const challenge = await challengeFor(emulator, wallet);
    const answer = await finishWalletSignIn(emulator, wallet, await makeWallet().sign(challenge));
    expect(answer.status).toBe(401);
    expect(answer.json.error_type).toBe('unable_to_authenticate_crypto_wallet');
    expect(answer.detail).toContain(`is not ${wallet.address}'s signature of the challenge`);
    expect(emulator.project().collections.users.size).toBe(0);
  });

  it("refuses the wallet's own signature of some other text", async () => {
    const emulator = sdkTestClient();
    const wallet = makeWallet();
    const challenge = await challengeFor(emulator, wallet);
    const answer = await finishWalletSignIn(emulator, wallet, await wallet.sign(`${challenge} `));
    expect(answer.status).toBe(401);
    expect(answer.json.error_type).toBe('unable_to_authenticate_crypto_wallet');
    expect(answer.detail).toContain(`is not ${wallet.address}'s signature of the challenge`);
  });

  it('refuses a replayed challenge: a signature is accepted once', async () => {
    const emulator = sdkTestClient();
    const wallet = makeWallet();
    const signature = await wallet.sign(await challengeFor(emulator, wallet));
    expect((await finishWalletSignIn(emulator, wallet, signature)).status).toBe(200);
    const replay = await finishWalletSignIn(emulator, wallet, signature);
    expect(replay.status).toBe(401);
    expect(replay.json.error_type).toBe('unable_to_authenticate_crypto_wallet');
    expect(replay.detail).toMatch(/already answered/);
  });

  it('spends the challenge on a wrong answer too: the right signature after it is refused', async () => {
    const emulator = sdkTestClient();
    const wallet = makeWallet();
    const challenge = await challengeFor(emulator, wallet);
    await finishWalletSignIn(emulator, wallet, await makeWallet().sign(challenge));
    const right = await finishWalletSignIn(emulator, wallet, await wallet.sign(challenge));
    expect(right.status).toBe(401);
    expect(right.json.error_type).toBe('unable_to_authenticate_crypto_wallet');
    expect(right.detail).toMatch(/already answered/);
  });

  it("refuses a challenge past its five minutes on the project's clock", async () => {
    const emulator = sdkTestClient();
    const wallet = makeWallet();
    const signature = await wallet.sign(await challengeFor(emulator, wallet));
    emulator.project().clock.change({ advance_ms: 5 * 60_000 });
    const late = await finishWalletSignIn(emulator, wallet, signature);
    expect(late.status).toBe(401);
    expect(late.json.error_type).toBe('unable_to_authenticate_crypto_wallet');
    expect(late.detail).toMatch(/challenge expired at/);
  });

  it('accepts an answer just inside the five minutes', async () => {
    const emulator = sdkTestClient();
    const wallet = makeWallet();
    const signature = await wallet.sign(await challengeFor(emulator, wallet));
    emulator.project().clock.change({ advance_ms: 4 * 60_000 });
    expect((await finishWalletSignIn(emulator, wallet, signature)).status).toBe(200);
  });

  it('refuses a wallet no challenge was issued to, and a challenge issued to another wallet', async () => {
    const emulator = sdkTestClient();
    const wallet = makeWallet();
    const other = makeWallet();
    const none = await finishWalletSignIn(emulator, wallet, await wallet.sign('anything'));
    expect(none.status).toBe(401);
    expect(none.json.error_type).toBe('unable_to_authenticate_crypto_wallet');
    expect(none.detail).toMatch(/No challenge was issued/);
    const othersChallenge = await challengeFor(emulator, other);
    const borrowed = await finishWalletSignIn(emulator, wallet, await wallet.sign(othersChallenge));
    expect(borrowed.status).toBe(401);
    expect(borrowed.json.error_type).toBe('unable_to_authenticate_crypto_wallet');
    expect(borrowed.detail).toMatch(/No challenge was issued/);
  });

  it('refuses an answer to a secondary challenge from outside its session', async () => {
    const emulator = sdkTestClient();
    const login = await emulator.login('ada@example.com');
    const wallet = makeWallet();
    const signature = await wallet.sign(await challengeFor(emulator, wallet, login.session_token));
    const anonymous = await finishWalletSignIn(emulator, wallet, signature);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.error_type).toBe('unable_to_authenticate_crypto_wallet');
    expect(anonymous.detail).toMatch(/No challenge was issued/);
  });

  it("replaces a wallet's challenge with its next one: the older signature no longer verifies", async () => {
    const emulator = sdkTestClient();
    const wallet = makeWallet();
    const older = await wallet.sign(await challengeFor(emulator, wallet));
    const newer = await challengeFor(emulator, wallet);
    expect(newer).not.toBe(older);
    const answer = await finishWalletSignIn(emulator, wallet, older);
    expect(answer.status).toBe(401);
    expect(answer.json.error_type).toBe('unable_to_authenticate_crypto_wallet');
    expect(answer.detail).toContain(`is not ${wallet.address}'s signature of the challenge`);
  });

  it('deletes the wallet from the user (DELETE /users/crypto_wallets/:id); its next sign-in is a new user', async () => {
    const emulator = sdkTestClient();
    const wallet = makeWallet();
    const first = (await signInWith(emulator, wallet)).answer.json.data;
    const id = first.user.crypto_wallets[0].crypto_wallet_id;
    const deleted = await emulator.call({
      method: 'DELETE',
      path: `/users/crypto_wallets/${id}`,
      sessionToken: first.session_token,
    });
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200);
    expect(deleted.json.data.__user.crypto_wallets).toEqual([]);
    expect(emulator.project().collections.crypto_wallets.size).toBe(0);
    const again = (await signInWith(emulator, wallet)).answer.json.data;
    expect(again.user_id).not.toBe(first.user_id);
    const missing = await emulator.call({
      method: 'DELETE',
      path: `/users/crypto_wallets/${id}`,
      sessionToken: first.session_token,
    });
    expect(missing.status).toBe(404);
    expect(missing.json.error_type).toBe('crypto_wallet_not_found');
  });
});

describe('crypto_wallets/authenticate with a malformed signature', () => {
  it.each([
    ['ethereum', 'not hex', 'invalid_signature'],
    ['ethereum', '0x1234', 'signature_is_incorrect_size'],
    ['solana', '0OIl', 'invalid_signature'],
    ['solana', '3yZe7d', 'signature_is_incorrect_size'],
    ['solana', '2'.repeat(500_000), 'signature_is_incorrect_size'],
  ] as const)('refuses a %s signature %.20j as %s', async (type, signature, errorType) => {
    const emulator = sdkTestClient();
    const wallet = type === 'ethereum' ? ethereumWallet() : solanaWallet();
    await challengeFor(emulator, wallet);
    const answer = await finishWalletSignIn(emulator, wallet, signature);
    expect(answer.status).toBe(400);
    expect(answer.json.error_type).toBe(errorType);
  });

  it('refuses an empty signature as signature_missing', async () => {
    const emulator = sdkTestClient();
    const wallet = ethereumWallet();
    const answer = await finishWalletSignIn(emulator, wallet, '');
    expect(answer.status).toBe(400);
    expect(answer.json.error_type).toBe('signature_missing');
  });

  it('refuses a well-formed Ethereum signature no key made', async () => {
    const emulator = sdkTestClient();
    const wallet = ethereumWallet();
    await challengeFor(emulator, wallet);
    const answer = await finishWalletSignIn(emulator, wallet, `0x${'00'.repeat(64)}1b`);
    expect(answer.status).toBe(401);
    expect(answer.json.error_type).toBe('unable_to_authenticate_crypto_wallet');
    expect(answer.detail).toContain(`is not ${wallet.address}'s signature of the challenge`);
  });
});

describe('Ethereum addresses', () => {
  it('are one wallet in any case: a lowercase sign-in finds the checksummed one', async () => {
    const emulator = sdkTestClient();
    const wallet = ethereumWallet();
    const first = (await signInWith(emulator, wallet)).answer.json.data;
    const lower = { ...wallet, address: wallet.address.toLowerCase() };
    const { answer } = await signInWith(emulator, lower);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json.data.user_id).toBe(first.user_id);
    expect(answer.json.data.user.crypto_wallets).toHaveLength(1);
  });
});
