import { parseSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { sdkTestClient } from '../test-support/sdk-test-client';
import { ethereumWallet, finishWalletSignIn, startWalletSignIn } from '../test-support/test-wallets';

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

describe('a captured SIWE signature', () => {
  it('is refused after a second start with the same parameters, whatever nonce the caller asks for', async () => {
    const emulator = siweProject();
    const wallet = ethereumWallet();
    const siweParams = { uri: PAGE, nonce: 'attackerChosen1', issued_at: isoIn(emulator, 0) };
    const first = await startWalletSignIn(emulator, wallet, { siweParams });
    const captured = await wallet.sign(first.json.data.challenge);
    expect((await finishWalletSignIn(emulator, wallet, captured)).status).toBe(200);

    const second = await startWalletSignIn(emulator, wallet, { siweParams });
    expect(second.status, JSON.stringify(second.json)).toBe(200);
    expect(second.json.data.challenge).not.toBe(first.json.data.challenge);
    const replay = await finishWalletSignIn(emulator, wallet, captured);
    expect(replay.status).toBe(401);
    expect(replay.json.error_type).toBe('unable_to_authenticate_crypto_wallet');
    expect(replay.detail).toContain(`is not ${wallet.address}'s signature of the challenge`);
    expect(replay.json.session_token).toBeUndefined();
  });

  it('spends the new challenge too: the right signature after the replay is refused', async () => {
    const emulator = siweProject();
    const wallet = ethereumWallet();
    const first = await startWalletSignIn(emulator, wallet, { siweParams: { uri: PAGE } });
    const captured = await wallet.sign(first.json.data.challenge);
    const second = await startWalletSignIn(emulator, wallet, { siweParams: { uri: PAGE } });
    const replay = await finishWalletSignIn(emulator, wallet, captured);
    expect(replay.status).toBe(401);
    expect(replay.json.error_type).toBe('unable_to_authenticate_crypto_wallet');
    expect(replay.detail).toContain(`is not ${wallet.address}'s signature of the challenge`);
    const late = await finishWalletSignIn(emulator, wallet, await wallet.sign(second.json.data.challenge));
    expect(late.status).toBe(401);
    expect(late.json.error_type).toBe('unable_to_authenticate_crypto_wallet');
    expect(late.detail).toMatch(/already answered/);
  });
});

describe("a SIWE challenge's nonce", () => {
  it("is the emulator's own: a nonce the caller sends is not put in the message", async () => {
    const emulator = siweProject();
    const started = await startWalletSignIn(emulator, ethereumWallet(), {
      siweParams: { uri: PAGE, nonce: 'attackerChosen1' },
    });
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    const { nonce } = parseSiweMessage(started.json.data.challenge);
    expect(nonce).not.toBe('attackerChosen1');
    expect(nonce).toMatch(/^[0-9a-f]{24}$/);
    const [record] = emulator.project().collections.crypto_wallet_challenges.all();
    expect(record?.nonce).toBe(nonce);
  });

  it('differs between two starts with the same parameters', async () => {
    const emulator = siweProject();
    const wallet = ethereumWallet();
    const siweParams = { uri: PAGE, issued_at: isoIn(emulator, 0) };
    const nonces = [];
    for (let i = 0; i < 2; i += 1) {
      const started = await startWalletSignIn(emulator, wallet, { siweParams });
      nonces.push(parseSiweMessage(started.json.data.challenge).nonce);
    }
    expect(new Set(nonces).size).toBe(2);
  });
});

describe("a SIWE start's issued_at", () => {
  // The project clock runs on while a test runs, so each case keeps a minute from the window's edge.
  it.each([
    ['four minutes ago', -4 * MINUTE],
    ['four minutes ahead', 4 * MINUTE],
  ])("is kept when it is %s on the project's clock", async (_, offset) => {
    const emulator = siweProject();
    const issuedAt = isoIn(emulator, offset);
    const started = await startWalletSignIn(emulator, ethereumWallet(), {
      siweParams: { uri: PAGE, issued_at: issuedAt },
    });
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    expect(parseSiweMessage(started.json.data.challenge).issuedAt?.toISOString()).toBe(issuedAt);
  });

  it.each([
    ['six minutes ago', -6 * MINUTE, 'siwe_message_expired'],
    ['a day ago', -24 * 60 * MINUTE, 'siwe_message_expired'],
    ['six minutes ahead', 6 * MINUTE, 'siwe_message_not_valid_yet'],
  ])("is refused when it is %s on the project's clock", async (_, offset, errorType) => {
    const emulator = siweProject();
    const started = await startWalletSignIn(emulator, ethereumWallet(), {
      siweParams: { uri: PAGE, issued_at: isoIn(emulator, offset) },
    });
    expect(started.status).toBe(400);
    expect(started.json.error_type).toBe(errorType);
    expect(started.detail).toMatch(/siwe_params\.issued_at/);
    expect(emulator.project().collections.crypto_wallet_challenges.size).toBe(0);
  });

  it("follows the project's clock, not the wall clock", async () => {
    const emulator = siweProject();
    emulator.project().clock.change({ advance_ms: 30 * 24 * 60 * MINUTE });
    const started = await startWalletSignIn(emulator, ethereumWallet(), {
      siweParams: { uri: PAGE, issued_at: isoIn(emulator, -MINUTE) },
    });
    expect(started.status, JSON.stringify(started.json)).toBe(200);
  });
});
