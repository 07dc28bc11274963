import { parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { sdkTestClient } from '../test-support/sdk-test-client';
import {
  ethereumWallet,
  finishWalletSignIn,
  signInWith,
  solanaWallet,
  startWalletSignIn,
} from '../test-support/test-wallets';

const PAGE = 'http://localhost:3000';
const MINUTE = 60_000;

/** A project that requires SIWE, as the dashboard toggle (and bootstrap's flag) says. */
function siweProject() {
  const emulator = sdkTestClient();
  emulator
    .project()
    .updateSettings({ ...emulator.project().settings, siwe_required_for_crypto_wallets: true });
  return emulator;
}

function isoIn(emulator: ReturnType<typeof sdkTestClient>, ms: number): string {
  return new Date(emulator.project().clock.now() + ms).toISOString();
}

describe('the SIWE setting', () => {
  it('is off by default and reported by the bootstrap under siwe_required_for_crypto_wallets', async () => {
    const emulator = sdkTestClient();
    const bootstrap = () =>
      emulator.call({ method: 'GET', path: `/projects/bootstrap/${emulator.publicToken}` });
    expect((await bootstrap()).json.data.siwe_required_for_crypto_wallets).toBe(false);
    const patched = await emulator.call({
      method: 'PATCH',
      path: `/control/v1/projects/${emulator.publicToken}/settings`,
      body: { siwe_required_for_crypto_wallets: true },
    });
    expect(patched.json.data.settings.siwe_required_for_crypto_wallets).toBe(true);
    expect((await bootstrap()).json.data.siwe_required_for_crypto_wallets).toBe(true);
  });

  it('leaves Solana challenges plain', async () => {
    const emulator = siweProject();
    const started = await startWalletSignIn(emulator, solanaWallet());
    expect(started.json.data.challenge).toMatch(/^Sign in to Emulator with your Solana wallet\./);
  });
});

describe('a SIWE challenge', () => {
  it('is an EIP-4361 message of the calling page, the wallet and the parameters, with the emulator nonce', async () => {
    const emulator = siweProject();
    const wallet = ethereumWallet();
    const now = emulator.project().clock.now();
    const started = await startWalletSignIn(emulator, wallet, {
      siweParams: {
        uri: `${PAGE}/login`,
        chain_id: '137',
        statement: 'Sign in to the Acme shop.',
        message_request_id: 'request-42',
        resources: [
          'https://acme.example/terms',
          'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
        ],
      },
    });
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    const challenge = started.json.data.challenge as string;
    expect(challenge.split('\n').slice(0, 2)).toEqual([
      'localhost:3000 wants you to sign in with your Ethereum account:',
      wallet.address,
    ]);
    const message = parseSiweMessage(challenge);
    expect(message).toMatchObject({
      domain: 'localhost:3000',
      address: wallet.address,
      statement: 'Sign in to the Acme shop.',
      uri: `${PAGE}/login`,
      version: '1',
      chainId: 137,
      requestId: 'request-42',
      resources: [
        'https://acme.example/terms',
        'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
      ],
    });
    expect(message.nonce).toMatch(/^[0-9a-f]{24}$/);
    expect(message.issuedAt?.getTime()).toBeGreaterThanOrEqual(now);
    expect(message.expirationTime).toBeUndefined();
    expect(
      validateSiweMessage({
        message,
        address: wallet.address as `0x${string}`,
        domain: 'localhost:3000',
        time: new Date(now),
      }),
    ).toBe(true);
  });

  it('defaults the chain to 1 and the domain to the page in X-SDK-Parent-Host when no Origin is sent', async () => {
    const emulator = siweProject();
    const started = await startWalletSignIn(emulator, ethereumWallet(), {
      siweParams: { uri: 'https://app.example/' },
      headers: { origin: '', 'x-sdk-parent-host': 'https://app.example' },
    });
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    expect(parseSiweMessage(started.json.data.challenge)).toMatchObject({
      domain: 'app.example',
      chainId: 1,
    });
  });

  it("keeps the caller's times and a numeric chain id", async () => {
    const emulator = siweProject();
    const issuedAt = isoIn(emulator, 0);
    const notBefore = isoIn(emulator, MINUTE);
    const expiration = isoIn(emulator, 3 * MINUTE);
    const started = await startWalletSignIn(emulator, ethereumWallet(), {
      siweParams: {
        uri: PAGE,
        chain_id: 10,
        issued_at: issuedAt,
        not_before: notBefore,
        expiration_time: expiration,
      },
    });
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    const message = parseSiweMessage(started.json.data.challenge);
    expect(message.chainId).toBe(10);
    expect(message.issuedAt?.toISOString()).toBe(issuedAt);
    expect(message.notBefore?.toISOString()).toBe(notBefore);
    expect(message.expirationTime?.toISOString()).toBe(expiration);
  });

  it('is also made when a caller sends siwe_params to a project that does not require SIWE', async () => {
    const emulator = sdkTestClient();
    const started = await startWalletSignIn(emulator, ethereumWallet(), { siweParams: { uri: PAGE } });
    expect(started.json.data.challenge).toContain('wants you to sign in with your Ethereum account:');
  });

  it('signs in when signed (personal_sign over the message)', async () => {
    const emulator = siweProject();
    const wallet = ethereumWallet();
    const { answer } = await signInWith(emulator, wallet, { siweParams: { uri: PAGE } });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json.data.user.crypto_wallets).toMatchObject([{ crypto_wallet_address: wallet.address }]);
  });
});

describe('bad SIWE parameters', () => {
  // The project's clock is set to this instant, so the times below sit inside the issued_at window.
  const now = '2030-01-01T00:05:00Z';
  const later = '2030-01-01T00:07:00Z';
  const earlier = '2030-01-01T00:06:00Z';
  it.each([
    ['no uri', {}, 'invalid_siwe_uri', 'siwe_params.uri is required'],
    ['a uri that is no URI', { uri: 'not a uri' }, 'invalid_siwe_uri', 'siwe_params: '],
    [
      'a domain other than the page',
      { uri: PAGE, domain: 'evil.example' },
      'invalid_siwe_domain',
      "is not the calling page's",
    ],
    [
      'a chain id that is not a number',
      { uri: PAGE, chain_id: 'mainnet' },
      'invalid_siwe_chain_id',
      'siwe_params.chain_id must be',
    ],
    ['chain id 0', { uri: PAGE, chain_id: '0' }, 'invalid_siwe_chain_id', 'siwe_params.chain_id must be'],
    [
      'a negative chain id',
      { uri: PAGE, chain_id: -1 },
      'invalid_siwe_chain_id',
      'siwe_params.chain_id must be',
    ],
    [
      'a two-line statement',
      { uri: PAGE, statement: 'one\ntwo' },
      'invalid_siwe_statement',
      'siwe_params.statement must be one line',
    ],
    [
      'a resource that is no URI',
      { uri: PAGE, resources: ['https://ok.example', 'no uri'] },
      'invalid_siwe_resource',
      'siwe_params: ',
    ],
    [
      'a two-line request id',
      { uri: PAGE, message_request_id: 'a\nb' },
      'invalid_siwe_message_request_id',
      'siwe_params.message_request_id must be one line',
    ],
    [
      'an issued_at that is not RFC 3339',
      { uri: PAGE, issued_at: 'yesterday' },
      'bad_request',
      'siwe_params.issued_at must be an RFC 3339 time',
    ],
    [
      'a date without a time',
      { uri: PAGE, not_before: '2030-01-01' },
      'bad_request',
      'siwe_params.not_before must be an RFC 3339 time',
    ],
    [
      'an expiration before issued_at',
      { uri: PAGE, issued_at: later, expiration_time: earlier },
      'bad_request',
      'siwe_params.expiration_time 2030-01-01T00:06:00.000Z is not after issued_at',
    ],
    [
      'an expiration before not_before',
      { uri: PAGE, not_before: later, expiration_time: earlier },
      'bad_request',
      'siwe_params.expiration_time 2030-01-01T00:06:00.000Z is not after not_before',
    ],
    [
      'an expiration already passed',
      { uri: PAGE, issued_at: '2030-01-01T00:03:00Z', expiration_time: '2030-01-01T00:04:00Z' },
      'siwe_message_expired',
      "siwe_params.expiration_time 2030-01-01T00:04:00.000Z has already passed on the project's clock",
    ],
    [
      'a chain id of the wrong type',
      { uri: PAGE, chain_id: { id: 1 } },
      'bad_request',
      'siwe_params.chain_id: ',
    ],
  ])('refuses %s', async (_, siweParams, errorType, message) => {
    const emulator = siweProject();
    emulator.project().clock.change({ set: now });
    const started = await startWalletSignIn(emulator, ethereumWallet(), { siweParams });
    expect(started.status).toBe(400);
    expect(started.json.error_type).toBe(errorType);
    expect(started.detail).toContain(message);
    expect(emulator.project().collections.crypto_wallet_challenges.size).toBe(0);
  });

  it('refuses a start with no page to name and no domain', async () => {
    const emulator = siweProject();
    const started = await startWalletSignIn(emulator, ethereumWallet(), {
      siweParams: { uri: PAGE },
      headers: { origin: '' },
    });
    expect(started.status).toBe(400);
    expect(started.json.error_type).toBe('invalid_siwe_domain');
  });
});

describe('a signed SIWE message', () => {
  it('is refused from a page other than the one it names', async () => {
    const emulator = siweProject();
    const wallet = ethereumWallet();
    const started = await startWalletSignIn(emulator, wallet, { siweParams: { uri: PAGE } });
    const signature = await wallet.sign(started.json.data.challenge);
    const answer = await finishWalletSignIn(emulator, wallet, signature, {
      headers: { origin: 'http://localhost:4000' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error_type).toBe('invalid_siwe_domain');
    expect(answer.detail).toContain('this sign-in comes from localhost:4000');
  });

  it('is refused before its not-before time on the project clock', async () => {
    const emulator = siweProject();
    const wallet = ethereumWallet();
    const started = await startWalletSignIn(emulator, wallet, {
      siweParams: { uri: PAGE, not_before: isoIn(emulator, 2 * MINUTE) },
    });
    const answer = await finishWalletSignIn(emulator, wallet, await wallet.sign(started.json.data.challenge));
    expect(answer.status).toBe(400);
    expect(answer.json.error_type).toBe('siwe_message_not_valid_yet');
    expect(answer.detail).toContain('is valid from');
  });

  it('is accepted once the project clock passes its not-before time', async () => {
    const emulator = siweProject();
    const wallet = ethereumWallet();
    const started = await startWalletSignIn(emulator, wallet, {
      siweParams: { uri: PAGE, not_before: isoIn(emulator, 2 * MINUTE) },
    });
    const signature = await wallet.sign(started.json.data.challenge);
    emulator.project().clock.change({ advance_ms: 2 * MINUTE });
    expect((await finishWalletSignIn(emulator, wallet, signature)).status).toBe(200);
  });

  it('is refused once the project clock passes its expiration time', async () => {
    const emulator = siweProject();
    const wallet = ethereumWallet();
    const started = await startWalletSignIn(emulator, wallet, {
      siweParams: { uri: PAGE, expiration_time: isoIn(emulator, 2 * MINUTE) },
    });
    const signature = await wallet.sign(started.json.data.challenge);
    emulator.project().clock.change({ advance_ms: 2 * MINUTE });
    const answer = await finishWalletSignIn(emulator, wallet, signature);
    expect(answer.status).toBe(400);
    expect(answer.json.error_type).toBe('siwe_message_expired');
    expect(answer.detail).toContain('The message expired at');
  });

  it('is refused when its nonce is not the one the challenge was issued with (an edited import)', async () => {
    const emulator = siweProject();
    const wallet = ethereumWallet();
    const started = await startWalletSignIn(emulator, wallet, { siweParams: { uri: PAGE } });
    const challenges = emulator.project().collections.crypto_wallet_challenges;
    const [record] = challenges.all();
    if (!record) throw new Error('no challenge stored');
    challenges.put(record.wallet_key, { ...record, nonce: 'someOtherNonce1' });
    const answer = await finishWalletSignIn(emulator, wallet, await wallet.sign(started.json.data.challenge));
    expect(answer.status).toBe(401);
    expect(answer.json.error_type).toBe('unable_to_authenticate_crypto_wallet');
    expect(answer.detail).toContain('does not carry the nonce this challenge was issued with');
  });

  it('is refused when signed by another wallet, like any challenge', async () => {
    const emulator = siweProject();
    const wallet = ethereumWallet();
    const started = await startWalletSignIn(emulator, wallet, { siweParams: { uri: PAGE } });
    const answer = await finishWalletSignIn(
      emulator,
      wallet,
      await ethereumWallet().sign(started.json.data.challenge),
    );
    expect(answer.status).toBe(401);
    expect(answer.json.error_type).toBe('unable_to_authenticate_crypto_wallet');
    expect(answer.detail).toContain(`is not ${wallet.address}'s signature of the challenge`);
  });
});
