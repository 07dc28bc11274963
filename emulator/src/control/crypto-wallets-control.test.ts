import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmulatorStore } from '../emulator-store';
import { type RunningEmulator, serveStore } from '../server';
import { postSdk } from '../test-support/sdk-over-http';
import { ethereumWallet, solanaWallet, type TestWallet } from '../test-support/test-wallets';
import { ControlApiError, type ControlClient, createControlClient } from './client';

let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await serveStore(EmulatorStore.inMemory());
});
afterAll(async () => {
  await emulator.close();
});

function newProject(): ControlClient {
  return createControlClient(emulator.httpUrl, `public-token-test-${crypto.randomUUID()}`);
}

/** Signs the wallet in over HTTP as a page would, signing the challenge with its key. */
async function signIn(control: ControlClient, wallet: TestWallet, sessionToken?: string) {
  const fields = { crypto_wallet_address: wallet.address, crypto_wallet_type: wallet.type };
  const kind = sessionToken ? 'secondary' : 'primary';
  const started = await postSdk(
    emulator.httpUrl,
    control,
    `/crypto_wallets/authenticate/start/${kind}`,
    fields,
    sessionToken,
  );
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  const signature = await wallet.sign(started.json.data.challenge);
  const body = { ...fields, signature, session_duration_minutes: 60 };
  return postSdk(emulator.httpUrl, control, '/crypto_wallets/authenticate', body, sessionToken);
}

describe('crypto wallets over the control API', () => {
  it("lists every wallet with its user, address, type and times, or one user's", async () => {
    const control = newProject();
    const ada = ethereumWallet();
    const grace = solanaWallet();
    const adaSignIn = (await signIn(control, ada)).json.data;
    const graceSignIn = (await signIn(control, grace)).json.data;
    const adaListed = {
      crypto_wallet_id: adaSignIn.user.crypto_wallets[0].crypto_wallet_id,
      user_id: adaSignIn.user_id,
      crypto_wallet_address: ada.address,
      crypto_wallet_type: 'ethereum',
      verified: true,
      created_at: expect.any(String),
      last_used_at: expect.any(String),
    };
    const [listed, ...others] = await control.cryptoWallets(adaSignIn.user_id);
    expect(others).toEqual([]);
    expect(listed).toEqual(adaListed);
    expect(listed?.last_used_at).toBe(listed?.created_at);
    expect(await control.cryptoWallets()).toEqual([
      adaListed,
      expect.objectContaining({ user_id: graceSignIn.user_id, crypto_wallet_type: 'solana' }),
    ]);
  });

  it("moves a wallet's last use to the project's now at each sign-in", async () => {
    const control = newProject();
    const wallet = ethereumWallet();
    await signIn(control, wallet);
    const { now } = await control.advanceClock(60 * 60_000);
    await signIn(control, wallet);
    const [listed] = await control.cryptoWallets();
    expect(Date.parse(listed?.last_used_at ?? '')).toBeGreaterThanOrEqual(Date.parse(now));
    expect(Date.parse(listed?.created_at ?? '')).toBeLessThan(Date.parse(now));
  });

  it('refuses to list the wallets of a user the project lacks', async () => {
    const refusal = await newProject()
      .cryptoWallets('user-test-nobody')
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ControlApiError);
    expect((refusal as ControlApiError).envelope.error_type).toBe('user_not_found');
  });

  it("deletes a user's wallet: its next sign-in makes a new user", async () => {
    const control = newProject();
    const wallet = ethereumWallet();
    const first = (await signIn(control, wallet)).json.data;
    const id = first.user.crypto_wallets[0].crypto_wallet_id;
    const updated = await control.deleteCryptoWallet(first.user_id, id);
    expect(updated.crypto_wallets).toEqual([]);
    expect(await control.cryptoWallets()).toEqual([]);
    const again = (await signIn(control, wallet)).json.data;
    expect(again.user_id).not.toBe(first.user_id);
    const twice = await control.deleteCryptoWallet(first.user_id, id).catch((e: unknown) => e);
    expect((twice as ControlApiError).envelope.error_type).toBe('crypto_wallet_not_found');
  });

  it('turns SIWE on and off, refusing anything but a boolean', async () => {
    const control = newProject();
    expect((await control.settings()).siwe_required_for_crypto_wallets).toBe(false);
    expect(
      (await control.updateSettings({ siwe_required_for_crypto_wallets: true }))
        .siwe_required_for_crypto_wallets,
    ).toBe(true);
    const refusal = await control
      .updateSettings({ siwe_required_for_crypto_wallets: 'yes' as unknown as boolean })
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ControlApiError);
  });

  it('keeps wallets through export and import: the same wallet signs the same user in', async () => {
    const control = newProject();
    const wallet = solanaWallet();
    const first = (await signIn(control, wallet)).json.data;
    const exported = await control.exportProject();
    await control.resetProject();
    expect(await control.cryptoWallets()).toEqual([]);
    await control.importProject(exported);
    const again = (await signIn(control, wallet)).json.data;
    expect(again.user_id).toBe(first.user_id);
  });

  it('refuses an import with one Ethereum address stored twice, in two cases', async () => {
    const control = newProject();
    const wallet = ethereumWallet();
    const first = (await signIn(control, wallet)).json.data;
    const id = first.user.crypto_wallets[0].crypto_wallet_id as string;
    const exported = await control.exportProject();
    const stored = exported.collections.crypto_wallets[id];
    if (!stored) throw new Error('the export lacks the wallet');
    const copyId = 'crypto-wallet-test-copy';
    const copy = { ...stored, crypto_wallet_id: copyId, crypto_wallet_address: wallet.address.toLowerCase() };
    const doubled = {
      ...exported,
      collections: {
        ...exported.collections,
        crypto_wallets: { ...exported.collections.crypto_wallets, [copyId]: copy },
      },
    };
    const refusal = await control.importProject(doubled).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ControlApiError);
    expect((refusal as ControlApiError).envelope.error_message).toContain('same lookup value');
  });
});
