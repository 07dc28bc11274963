import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTHENTICATOR_PRESETS } from '../../../contracts/authenticator-presets';
import type { PasskeyActivity } from '../../../contracts/passkeys';
import type { CdpCredential } from './cdp-credential';
import { createFakeWebAuthnCdp } from './fake-webauthn-cdp';
import { createVirtualAuthenticators } from './virtual-authenticators';

// Standard base64 with both characters base64url spells differently.
const CREDENTIAL: CdpCredential = {
  credentialId: 'q+/8AAECAwQ=',
  isResidentCredential: true,
  rpId: 'localhost',
  privateKey: 'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg',
  userHandle: Buffer.from('user-test-1111').toString('base64'),
  signCount: 0,
  backupEligibility: false,
  backupState: false,
};

async function tempFile() {
  return join(await mkdtemp(join(tmpdir(), 'foyer-passkeys-')), 'passkeys.json');
}

function start(file: string, cdp = createFakeWebAuthnCdp()) {
  const activity: PasskeyActivity[] = [];
  const log: string[] = [];
  let ids = 0;
  const authenticators = createVirtualAuthenticators({
    cdp: cdp.transport,
    file,
    onActivity: (entry) => activity.push(entry),
    log: (message) => log.push(message),
    newId: () => `authenticator-${++ids}`,
    now: () => 1,
  });
  return { cdp, authenticators, activity, log };
}

/** Resolves once the capability has handled what the browser reported, by waiting for its activity. */
async function settled(activity: PasskeyActivity[], count: number) {
  await expect.poll(() => activity.length).toBeGreaterThanOrEqual(count);
}

const readSaved = async (file: string) => JSON.parse(await readFile(file, 'utf8'));

describe('the virtual authenticators', () => {
  it('adds an authenticator with the browser’s names for its options, and saves it', async () => {
    const file = await tempFile();
    const { cdp, authenticators } = start(file);
    const added = await authenticators.add({ ...AUTHENTICATOR_PRESETS['security key'], transport: 'hybrid' });

    expect(added).toMatchObject({ id: 'authenticator-1', isUserVerified: false, isUserPresent: true });
    const [browser] = [...cdp.authenticators.values()];
    expect(browser?.options).toEqual({
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'cable',
      hasResidentKey: false,
      hasUserVerification: false,
      hasLargeBlob: false,
      isUserVerified: false,
      automaticPresenceSimulation: true,
    });
    expect(await authenticators.list()).toEqual([added]);
    expect((await readSaved(file)).authenticators).toHaveLength(1);
  });

  it('lists a credential the page registers, in the page’s base64url, after saving its private key', async () => {
    const file = await tempFile();
    const { cdp, authenticators, activity } = start(file);
    await authenticators.add(AUTHENTICATOR_PRESETS['platform passkey']);
    cdp.register('browser-1', CREDENTIAL);
    await settled(activity, 2);

    expect(activity.at(-1)).toEqual({
      authenticatorId: 'authenticator-1',
      kind: 'credentialAdded',
      credentialId: 'q-_8AAECAwQ',
      at: 1,
    });
    // The activity goes out once the file holds the key: a restart right after it keeps the passkey.
    expect((await readSaved(file)).authenticators[0].credentials).toEqual([CREDENTIAL]);
    const [listed] = await authenticators.list();
    expect(listed?.credentials).toEqual([
      {
        id: 'q-_8AAECAwQ',
        isResident: true,
        rpId: 'localhost',
        userHandle: 'dXNlci10ZXN0LTExMTE',
        userHandleText: 'user-test-1111',
        userName: null,
        signCount: 0,
        backupEligible: false,
        backedUp: false,
      },
    ]);
  });

  it('re-creates saved authenticators, their settings and their credentials in a new session after a restart', async () => {
    const file = await tempFile();
    const first = start(file);
    await first.authenticators.add(AUTHENTICATOR_PRESETS['platform passkey']);
    await first.authenticators.setUserPresent('authenticator-1', false);
    await first.authenticators.setResponseOverrides('authenticator-1', {
      isBogusSignature: true,
      isBadUV: false,
      isBadUP: false,
    });
    first.cdp.register('browser-1', CREDENTIAL);
    first.cdp.assert('browser-1', CREDENTIAL.credentialId);
    await settled(first.activity, 5);
    first.authenticators.stop();

    const second = start(file);
    await second.authenticators.ready;
    expect(second.cdp.authenticators.size).toBe(1);
    const [restored] = await second.authenticators.list();
    expect(restored).toMatchObject({
      id: 'authenticator-1',
      isUserVerified: true,
      isUserPresent: false,
      overrides: { isBogusSignature: true, isBadUV: false, isBadUP: false },
    });
    expect(restored?.credentials.map((credential) => credential.signCount)).toEqual([1]);
    const [browser] = [...second.cdp.authenticators.values()];
    expect(browser?.options).toMatchObject({ transport: 'internal', automaticPresenceSimulation: false });
    expect(browser?.overrides).toEqual({ isBogusSignature: true, isBadUV: false, isBadUP: false });
    expect(browser?.credentials).toEqual([{ ...CREDENTIAL, signCount: 1 }]);

    // The restored authenticator is driven by the testbed's stable id, whatever the browser calls it now.
    await second.authenticators.removeCredential('authenticator-1', 'q-_8AAECAwQ');
    expect(browser?.credentials).toEqual([]);
  });

  it('creates the authenticators again when the protocol session comes back after losing the page', async () => {
    const file = await tempFile();
    const { cdp, authenticators, activity } = start(file);
    await authenticators.add(AUTHENTICATOR_PRESETS['platform passkey']);
    cdp.register('browser-1', CREDENTIAL);
    await settled(activity, 2);

    cdp.detach();
    await authenticators.reinstall();
    const [browserId, browser] = [...cdp.authenticators][0] ?? [];
    expect(browserId).toBe('browser-2');
    expect(browser?.credentials).toEqual([CREDENTIAL]);
    await authenticators.setUserVerified('authenticator-1', false);
    expect(browser?.options.isUserVerified).toBe(false);
  });

  it('creates them again when the browser turned them off under a session still attached, and says so', async () => {
    const file = await tempFile();
    const { cdp, authenticators, activity } = start(file);
    await authenticators.add(AUTHENTICATOR_PRESETS['platform passkey']);
    cdp.register('browser-1', CREDENTIAL);
    await settled(activity, 2);
    expect(await authenticators.reinstallIfLost()).toBe(false);
    expect(cdp.authenticators.has('browser-1')).toBe(true);

    // Another DevTools client left the page: Chromium turns its virtual authenticators off for all.
    cdp.detach();
    expect(await authenticators.reinstallIfLost()).toBe(true);
    const [browserId, browser] = [...cdp.authenticators][0] ?? [];
    expect(browserId).toBe('browser-2');
    expect(browser?.credentials).toEqual([CREDENTIAL]);
    expect(activity.at(-1)).toMatchObject({ authenticatorId: 'authenticator-1', kind: 'recreated' });
    expect(await authenticators.reinstallIfLost()).toBe(false);
  });

  it('adds an authenticator after the browser turned the environment off with none to lose', async () => {
    const { cdp, authenticators } = start(await tempFile());
    await authenticators.list();
    cdp.detach();
    expect(await authenticators.reinstallIfLost()).toBe(false);
    await authenticators.add(AUTHENTICATOR_PRESETS['security key']);
    expect(cdp.authenticators.size).toBe(1);
  });

  it('removes one credential, then all, then the authenticator, saving each time', async () => {
    const file = await tempFile();
    const { cdp, authenticators, activity } = start(file);
    await authenticators.add(AUTHENTICATOR_PRESETS['platform passkey']);
    cdp.register('browser-1', CREDENTIAL);
    cdp.register('browser-1', { ...CREDENTIAL, credentialId: 'AAAA' });
    await settled(activity, 3);

    await authenticators.removeCredential('authenticator-1', 'q-_8AAECAwQ');
    expect((await authenticators.list())[0]?.credentials.map((credential) => credential.id)).toEqual([
      'AAAA',
    ]);
    await authenticators.clearCredentials('authenticator-1');
    expect((await readSaved(file)).authenticators[0].credentials).toEqual([]);
    await authenticators.remove('authenticator-1');
    expect(cdp.authenticators.size).toBe(0);
    expect(await readSaved(file)).toEqual({ version: 1, authenticators: [] });
    await expect(authenticators.setUserVerified('authenticator-1', true)).rejects.toThrow(
      'No virtual authenticator authenticator-1.',
    );
  });

  it('moves a file it cannot read aside and starts with no authenticators', async () => {
    const file = await tempFile();
    await writeFile(file, '{"version": 1, "authenticators": [{"id": 3}]}');
    const { authenticators, log } = start(file);
    expect(await authenticators.list()).toEqual([]);
    expect(log.join('\n')).toContain('was not valid');
    expect((await readdir(join(file, '..'))).some((name) => name.startsWith('passkeys.json.invalid-'))).toBe(
      true,
    );
  });
});
