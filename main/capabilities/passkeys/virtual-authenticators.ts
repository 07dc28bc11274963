import { randomUUID } from 'node:crypto';
import type {
  NewAuthenticator,
  PasskeyActivity,
  ResponseOverrides,
  VirtualAuthenticator,
} from '../../../contracts/passkeys';
import type { CdpTransport } from '../transport';
import { NO_OVERRIDES, toCdpAuthenticatorOptions } from './authenticator-options';
import {
  base64ToBase64Url,
  base64UrlToBase64,
  type CdpCredential,
  toPasskeyCredential,
} from './cdp-credential';
import { loadPasskeysFile, type SavedAuthenticator, savePasskeysFile } from './passkeys-file';

export type VirtualAuthenticators = {
  /** Settles once the saved authenticators are back in the browser (or could not be). */
  ready: Promise<void>;
  list(): Promise<VirtualAuthenticator[]>;
  add(options: NewAuthenticator): Promise<VirtualAuthenticator>;
  remove(id: string): Promise<void>;
  removeCredential(id: string, credentialId: string): Promise<void>;
  clearCredentials(id: string): Promise<void>;
  setUserVerified(id: string, isUserVerified: boolean): Promise<void>;
  setUserPresent(id: string, isUserPresent: boolean): Promise<void>;
  setResponseOverrides(id: string, overrides: ResponseOverrides): Promise<void>;
  /** Creates every saved authenticator again, for a protocol session that lost them (a re-attach). */
  reinstall(): Promise<void>;
  /**
   * Creates them again if the browser dropped them while this session stayed attached, and says
   * whether it had to: another DevTools client's leaving the page (an inspector on the remote
   * debugging port, a script) turns the page's virtual authenticators off for every session.
   */
  reinstallIfLost(): Promise<boolean>;
  stop(): void;
};

/** The protocol's credential events; each names the browser's id of the authenticator it happened on. */
const CREDENTIAL_EVENTS = {
  'WebAuthn.credentialAdded': 'credentialAdded',
  'WebAuthn.credentialAsserted': 'credentialAsserted',
  'WebAuthn.credentialUpdated': 'credentialUpdated',
  'WebAuthn.credentialDeleted': 'credentialDeleted',
} as const satisfies Record<string, PasskeyActivity['kind']>;

/** What the browser answers a WebAuthn command once the page's virtual authenticators are off. */
const ENVIRONMENT_OFF = /has not been enabled/i;
const isEnvironmentOff = (error: unknown) => ENVIRONMENT_OFF.test(String(error));

type CredentialEvent = {
  authenticatorId: string;
  credential?: { credentialId: string };
  credentialId?: string;
};

function toVirtualAuthenticator(saved: SavedAuthenticator): VirtualAuthenticator {
  return {
    id: saved.id,
    capabilities: saved.capabilities,
    isUserVerified: saved.isUserVerified,
    isUserPresent: saved.isUserPresent,
    overrides: saved.overrides,
    credentials: saved.credentials.map(toPasskeyCredential),
  };
}

/**
 * The page's virtual authenticators, kept in step with a file: every change to an authenticator
 * or its credentials (the page registering or signing in included) is saved with the private keys
 * and sign counts, and on start every saved authenticator is created again with its credentials,
 * so a passkey registered before a restart still signs in after it.
 */
export function createVirtualAuthenticators(options: {
  cdp: CdpTransport;
  file: string;
  onActivity: (activity: PasskeyActivity) => void;
  log: (message: string) => void;
  newId?: () => string;
  now?: () => number;
}): VirtualAuthenticators {
  const { cdp, file, onActivity, log, newId = randomUUID, now = Date.now } = options;
  let saved: SavedAuthenticator[] = [];
  /** Our id → the browser's id in the current protocol session. */
  const browserIds = new Map<string, string>();

  // One task at a time: an event refreshing credentials must not interleave with a removal, and
  // the file is written in the order the changes happened.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task, task);
    queue = next.catch(() => undefined);
    return next;
  };

  const find = (id: string): { entry: SavedAuthenticator; browserId: string } => {
    const entry = saved.find((candidate) => candidate.id === id);
    const browserId = browserIds.get(id);
    if (!entry || !browserId) throw new Error(`No virtual authenticator ${id}.`);
    return { entry, browserId };
  };

  const persist = () => savePasskeysFile(file, saved);
  const report = (authenticatorId: string, kind: PasskeyActivity['kind'], credentialId: string | null) =>
    onActivity({ authenticatorId, kind, credentialId, at: now() });

  const create = async (entry: SavedAuthenticator) => {
    const { authenticatorId } = await cdp.send<{ authenticatorId: string }>(
      'WebAuthn.addVirtualAuthenticator',
      {
        options: toCdpAuthenticatorOptions(entry.capabilities, entry),
      },
    );
    browserIds.set(entry.id, authenticatorId);
    for (const credential of entry.credentials) {
      await cdp.send('WebAuthn.addCredential', { authenticatorId, credential });
    }
    if (Object.values(entry.overrides).some(Boolean)) {
      await cdp.send('WebAuthn.setResponseOverrideBits', { authenticatorId, ...entry.overrides });
    }
  };

  const install = async () => {
    browserIds.clear();
    await cdp.send('WebAuthn.enable', { enableUI: false });
    for (const entry of saved) {
      try {
        await create(entry);
      } catch (error) {
        log(`Could not re-create virtual authenticator ${entry.id}: ${String(error)}`);
      }
    }
  };

  /** The browser holds the truth about credentials (sign counts move on every assertion). */
  const refreshCredentials = async (entry: SavedAuthenticator, browserId: string) => {
    const { credentials } = await cdp.send<{ credentials: CdpCredential[] }>('WebAuthn.getCredentials', {
      authenticatorId: browserId,
    });
    entry.credentials = credentials;
  };

  const update = (id: string, change: (entry: SavedAuthenticator, browserId: string) => Promise<void>) =>
    serially(async () => {
      const { entry, browserId } = find(id);
      await change(entry, browserId);
      await persist();
      report(id, 'changed', null);
    });

  const onCredentialEvent = (kind: PasskeyActivity['kind'], params: CredentialEvent) =>
    serially(async () => {
      const id = [...browserIds].find(([, browserId]) => browserId === params.authenticatorId)?.[0];
      const entry = saved.find((candidate) => candidate.id === id);
      if (!id || !entry) return;
      await refreshCredentials(entry, params.authenticatorId);
      await persist();
      const credentialId = params.credential?.credentialId ?? params.credentialId;
      report(id, kind, credentialId ? base64ToBase64Url(credentialId) : null);
    }).catch((error: unknown) => log(`Could not save the passkeys after ${kind}: ${String(error)}`));

  const unsubscribes = Object.entries(CREDENTIAL_EVENTS).map(([event, kind]) =>
    cdp.on(event, (params) => void onCredentialEvent(kind, params as CredentialEvent)),
  );

  const ready = serially(async () => {
    saved = await loadPasskeysFile(file, log);
    await install();
  }).catch((error: unknown) => log(`Could not start the virtual authenticators: ${String(error)}`));

  return {
    ready,
    list: () => serially(async () => saved.map(toVirtualAuthenticator)),
    add: (authenticator) =>
      serially(async () => {
        const { isUserVerified, ...capabilities } = authenticator;
        const entry: SavedAuthenticator = {
          id: newId(),
          capabilities,
          isUserVerified,
          isUserPresent: true,
          overrides: NO_OVERRIDES,
          credentials: [],
        };
        try {
          await create(entry);
        } catch (error) {
          // Turned off by another DevTools client with none to lose: on again, and once more.
          if (!isEnvironmentOff(error)) throw error;
          await cdp.send('WebAuthn.enable', { enableUI: false });
          await create(entry);
        }
        saved.push(entry);
        await persist();
        report(entry.id, 'changed', null);
        return toVirtualAuthenticator(entry);
      }),
    remove: (id) =>
      serially(async () => {
        // One the browser refused to re-create has no browser id, and is only forgotten.
        const browserId = browserIds.get(id);
        if (browserId) await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: browserId });
        saved = saved.filter((entry) => entry.id !== id);
        browserIds.delete(id);
        await persist();
        report(id, 'changed', null);
      }),
    removeCredential: (id, credentialId) =>
      update(id, async (entry, browserId) => {
        await cdp.send('WebAuthn.removeCredential', {
          authenticatorId: browserId,
          credentialId: base64UrlToBase64(credentialId),
        });
        await refreshCredentials(entry, browserId);
      }),
    clearCredentials: (id) =>
      update(id, async (entry, browserId) => {
        await cdp.send('WebAuthn.clearCredentials', { authenticatorId: browserId });
        await refreshCredentials(entry, browserId);
      }),
    setUserVerified: (id, isUserVerified) =>
      update(id, async (entry, browserId) => {
        await cdp.send('WebAuthn.setUserVerified', { authenticatorId: browserId, isUserVerified });
        entry.isUserVerified = isUserVerified;
      }),
    setUserPresent: (id, isUserPresent) =>
      update(id, async (entry, browserId) => {
        await cdp.send('WebAuthn.setAutomaticPresenceSimulation', {
          authenticatorId: browserId,
          enabled: isUserPresent,
        });
        entry.isUserPresent = isUserPresent;
      }),
    setResponseOverrides: (id, overrides) =>
      update(id, async (entry, browserId) => {
        await cdp.send('WebAuthn.setResponseOverrideBits', { authenticatorId: browserId, ...overrides });
        entry.overrides = { ...overrides };
      }),
    reinstall: () => serially(install),
    reinstallIfLost: () =>
      serially(async () => {
        const [any] = browserIds.values();
        if (any === undefined) return false;
        try {
          await cdp.send('WebAuthn.getCredentials', { authenticatorId: any });
          return false;
        } catch (error) {
          if (!isEnvironmentOff(error)) return false;
        }
        await install();
        for (const entry of saved) report(entry.id, 'recreated', null);
        return true;
      }),
    stop() {
      for (const unsubscribe of unsubscribes) unsubscribe();
    },
  };
}
