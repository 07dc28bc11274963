import { describe, expect, it } from 'vitest';
import { sdkTestClient } from '../test-support/sdk-test-client';
import { ethereumWallet, solanaWallet, startWalletSignIn } from '../test-support/test-wallets';

/** 33 bytes: base58, but not an ed25519 public key. */
const SOLANA_33_BYTES = '2'.repeat(46);

describe('crypto_wallets/authenticate/start', () => {
  it('hands an Ethereum wallet a sentence naming the project, the wallet and a fresh nonce', async () => {
    const emulator = sdkTestClient();
    const wallet = ethereumWallet();
    const before = emulator.project().clock.nowIso();
    const started = await startWalletSignIn(emulator, wallet);
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    const lines = (started.json.data.challenge as string).split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'Sign in to Emulator with your Ethereum wallet.',
      '',
      `Wallet: ${wallet.address}`,
    ]);
    expect(lines[3]).toMatch(/^Nonce: [0-9a-f]{24}$/);
    const issuedAt = lines[4]?.replace('Issued At: ', '') ?? '';
    expect(issuedAt >= before && issuedAt <= emulator.project().clock.nowIso()).toBe(true);
    expect(lines).toHaveLength(5);
  });

  it('names a Solana wallet and the project by its current name', async () => {
    const emulator = sdkTestClient();
    emulator.project().updateSettings({ ...emulator.project().settings, project_name: 'Acme Shop' });
    const wallet = solanaWallet();
    const started = await startWalletSignIn(emulator, wallet);
    expect(started.json.data.challenge).toMatch(
      new RegExp(`^Sign in to Acme Shop with your Solana wallet\\.\\n\\nWallet: ${wallet.address}\\n`),
    );
  });

  it('issues a different challenge every time, valid five minutes of the project clock', async () => {
    const emulator = sdkTestClient();
    const wallet = ethereumWallet();
    const first = (await startWalletSignIn(emulator, wallet)).json.data.challenge;
    const second = (await startWalletSignIn(emulator, wallet)).json.data.challenge;
    expect(second).not.toBe(first);
    const [record] = emulator.project().collections.crypto_wallet_challenges.all();
    expect(record?.message).toBe(second);
    expect(Date.parse(record?.expires_at ?? '') - Date.parse(record?.created_at ?? '')).toBe(5 * 60_000);
  });

  it('accepts an Ethereum address in any case', async () => {
    const emulator = sdkTestClient();
    const { address } = ethereumWallet();
    for (const form of [address, address.toLowerCase(), `0x${address.slice(2).toUpperCase()}`]) {
      const started = await startWalletSignIn(emulator, { type: 'ethereum', address: form });
      expect(started.status, form).toBe(200);
    }
  });

  it.each([
    ['ethereum', '0x1234', 'invalid_ethereum_address'],
    ['ethereum', `0x${'g'.repeat(40)}`, 'invalid_ethereum_address'],
    ['ethereum', 'a'.repeat(42), 'invalid_ethereum_address'],
    ['ethereum', `0x${'a'.repeat(41)}`, 'invalid_ethereum_address'],
    ['solana', ethereumWallet().address, 'invalid_solana_address'],
    ['solana', SOLANA_33_BYTES, 'invalid_solana_address'],
    ['solana', '0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl', 'invalid_solana_address'],
    ['solana', '2'.repeat(500_000), 'invalid_solana_address'],
    ['bitcoin', ethereumWallet().address, 'invalid_wallet_type'],
    ['Ethereum', ethereumWallet().address, 'invalid_wallet_type'],
    ['ethereum', '', 'invalid_crypto_wallet_address'],
  ] as const)('refuses a %s wallet at %.50j with 400 %s', async (type, address, errorType) => {
    const emulator = sdkTestClient();
    const started = await startWalletSignIn(emulator, { type: type as 'ethereum', address });
    expect(started.status).toBe(400);
    expect(started.json.error_type).toBe(errorType);
    expect(emulator.project().collections.crypto_wallet_challenges.size).toBe(0);
  });

  it('refuses SIWE parameters for a Solana wallet', async () => {
    const emulator = sdkTestClient();
    const started = await startWalletSignIn(emulator, solanaWallet(), {
      siweParams: { uri: 'http://localhost:3000' },
    });
    expect(started.status).toBe(400);
    expect(started.json.error_type).toBe('crypto_wallet_type_incompatible_with_siwe');
  });

  it('drops the expired challenges of other wallets when it issues one', async () => {
    const emulator = sdkTestClient();
    await startWalletSignIn(emulator, ethereumWallet());
    emulator.project().clock.change({ advance_ms: 5 * 60_000 });
    const wallet = solanaWallet();
    await startWalletSignIn(emulator, wallet);
    expect(
      emulator
        .project()
        .collections.crypto_wallet_challenges.all()
        .map((c) => c.crypto_wallet_address),
    ).toEqual([wallet.address]);
  });
});
