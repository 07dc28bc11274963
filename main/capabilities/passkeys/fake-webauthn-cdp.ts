import type { CdpTransport } from '../transport';
import type { CdpCredential } from './cdp-credential';

type FakeAuthenticator = {
  options: Record<string, unknown>;
  credentials: CdpCredential[];
  overrides: object;
};

/**
 * The WebAuthn domain of one protocol session, as far as the capability uses it: authenticators
 * that hold credentials, and the events the page's ceremonies raise. `detach` drops everything,
 * as the browser does when the session ends.
 */
export function createFakeWebAuthnCdp() {
  let nextId = 1;
  let isEnabled = false;
  const authenticators = new Map<string, FakeAuthenticator>();
  const listeners = new Map<string, Set<(params: unknown) => void>>();
  const calls: string[] = [];

  const authenticator = (params: Record<string, unknown> | undefined) => {
    const found = authenticators.get(String(params?.authenticatorId));
    if (!found) throw new Error('Could not find a virtual authenticator with the given ID');
    return found;
  };
  const emit = (event: string, params: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(params);
  };

  const commands: Record<string, (params: Record<string, unknown> | undefined) => unknown> = {
    'WebAuthn.enable': () => {
      isEnabled = true;
      return {};
    },
    'WebAuthn.addVirtualAuthenticator': (params) => {
      const authenticatorId = `browser-${nextId++}`;
      authenticators.set(authenticatorId, {
        options: params?.options as Record<string, unknown>,
        credentials: [],
        overrides: {},
      });
      return { authenticatorId };
    },
    'WebAuthn.removeVirtualAuthenticator': (params) => {
      authenticator(params);
      authenticators.delete(String(params?.authenticatorId));
      return {};
    },
    'WebAuthn.addCredential': (params) => {
      authenticator(params).credentials.push(structuredClone(params?.credential as CdpCredential));
      return {};
    },
    'WebAuthn.getCredentials': (params) => ({
      credentials: structuredClone(authenticator(params).credentials),
    }),
    'WebAuthn.removeCredential': (params) => {
      const found = authenticator(params);
      found.credentials = found.credentials.filter((c) => c.credentialId !== params?.credentialId);
      return {};
    },
    'WebAuthn.clearCredentials': (params) => {
      authenticator(params).credentials = [];
      return {};
    },
    'WebAuthn.setUserVerified': (params) => {
      authenticator(params).options.isUserVerified = params?.isUserVerified;
      return {};
    },
    'WebAuthn.setAutomaticPresenceSimulation': (params) => {
      authenticator(params).options.automaticPresenceSimulation = params?.enabled;
      return {};
    },
    'WebAuthn.setResponseOverrideBits': (params) => {
      const { authenticatorId: _, ...overrides } = params ?? {};
      authenticator(params).overrides = overrides;
      return {};
    },
  };

  const transport: CdpTransport = {
    async send<Result>(method: string, params?: Record<string, unknown>) {
      calls.push(method);
      const command = commands[method];
      if (!command) throw new Error(`'${method}' wasn't found`);
      // As the browser: every command but enable needs the environment on.
      if (method !== 'WebAuthn.enable' && !isEnabled)
        throw new Error('The Virtual Authenticator Environment has not been enabled for this session');
      return command(params) as Result;
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
  };

  return {
    transport,
    authenticators,
    calls,
    /** The page registered a credential on this authenticator. */
    register(authenticatorId: string, credential: CdpCredential) {
      authenticators.get(authenticatorId)?.credentials.push(structuredClone(credential));
      emit('WebAuthn.credentialAdded', { authenticatorId, credential });
    },
    /** The page signed in with a credential: its counter moves on. */
    assert(authenticatorId: string, credentialId: string) {
      const credential = authenticators
        .get(authenticatorId)
        ?.credentials.find((c) => c.credentialId === credentialId);
      if (!credential) throw new Error('no such credential');
      credential.signCount += 1;
      emit('WebAuthn.credentialAsserted', { authenticatorId, credential });
    },
    /**
     * The session ended (Electron: DevTools opened), or another client's session on the page did
     * (Chromium turns the page's authenticators off for all): the browser forgets every authenticator.
     */
    detach() {
      isEnabled = false;
      authenticators.clear();
    },
  };
}
