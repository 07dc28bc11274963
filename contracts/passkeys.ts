import type { CapabilityContract } from './capability-contract';

export type AuthenticatorProtocol = 'ctap2' | 'u2f';
/** How the authenticator reaches the device; `hybrid` is a phone over caBLE (CDP calls it `cable`). */
export type AuthenticatorTransport = 'internal' | 'usb' | 'nfc' | 'ble' | 'hybrid';

/** What an authenticator can do, fixed when it is added (as in DevTools' "New authenticator" form). */
export type AuthenticatorCapabilities = {
  protocol: AuthenticatorProtocol;
  transport: AuthenticatorTransport;
  hasResidentKey: boolean;
  hasUserVerification: boolean;
  hasLargeBlob: boolean;
};

export type NewAuthenticator = AuthenticatorCapabilities & {
  /** Whether the user passes verification (a fingerprint, a PIN) when the authenticator asks. */
  isUserVerified: boolean;
};

/** Corruptions of the authenticator's responses, to see the server refuse them. */
export type ResponseOverrides = { isBogusSignature: boolean; isBadUV: boolean; isBadUP: boolean };

/** One credential an authenticator holds, as the page and the server know it. */
export type PasskeyCredential = {
  /** Base64url, as `PublicKeyCredential.id` and the server spell it. */
  id: string;
  isResident: boolean;
  rpId: string | null;
  /** The server's `user.id` for its user, base64url; null for a credential with no user (U2F). */
  userHandle: string | null;
  /** The handle read as text, when it is printable: the emulator's handles name the user. */
  userHandleText: string | null;
  userName: string | null;
  signCount: number;
  backupEligible: boolean;
  backedUp: boolean;
};

export type VirtualAuthenticator = {
  /** The testbed's own id: stable across restarts, unlike the browser's id for it. */
  id: string;
  capabilities: AuthenticatorCapabilities;
  isUserVerified: boolean;
  /** Off models a user who never touches the authenticator: its requests stay pending. */
  isUserPresent: boolean;
  overrides: ResponseOverrides;
  credentials: PasskeyCredential[];
};

/**
 * What happened on an authenticator; the panel re-reads the list when one arrives. `recreated`: the
 * browser had dropped it (another DevTools client left the page) and the testbed created it again.
 */
export type PasskeyActivity = {
  authenticatorId: string;
  kind:
    | 'credentialAdded'
    | 'credentialAsserted'
    | 'credentialUpdated'
    | 'credentialDeleted'
    | 'changed'
    | 'recreated';
  credentialId: string | null;
  at: number;
};

/** A credential as the panel asks who it belongs to. */
export type CredentialRef = Pick<PasskeyCredential, 'id' | 'userHandle'>;

/** The emulator user a credential signs in as, in one project. */
export type PasskeyOwner = {
  credentialId: string;
  userId: string;
  email: string | null;
  /** The emulator's name for its registration; null when it has none (deleted on the server). */
  registrationName: string | null;
};

/** Virtual WebAuthn authenticators on the testbed page, as DevTools' WebAuthn panel offers them. */
export type PasskeysApi = {
  listAuthenticators(): Promise<VirtualAuthenticator[]>;
  addAuthenticator(options: NewAuthenticator): Promise<VirtualAuthenticator>;
  removeAuthenticator(authenticatorId: string): Promise<void>;
  removeCredential(authenticatorId: string, credentialId: string): Promise<void>;
  clearCredentials(authenticatorId: string): Promise<void>;
  setUserVerified(authenticatorId: string, isUserVerified: boolean): Promise<void>;
  setUserPresent(authenticatorId: string, isUserPresent: boolean): Promise<void>;
  setResponseOverrides(authenticatorId: string, overrides: ResponseOverrides): Promise<void>;
  /** The project's users the given credentials belong to; a credential no user has is left out. */
  findPasskeyOwners(publicToken: string, credentials: CredentialRef[]): Promise<PasskeyOwner[]>;
};

export type PasskeyEvents = { passkeyActivity: PasskeyActivity };

export const passkeysContract: CapabilityContract<PasskeysApi, PasskeyEvents> = {
  methods: {
    listAuthenticators: 'testbed:passkeys:list',
    addAuthenticator: 'testbed:passkeys:add',
    removeAuthenticator: 'testbed:passkeys:remove',
    removeCredential: 'testbed:passkeys:remove-credential',
    clearCredentials: 'testbed:passkeys:clear-credentials',
    setUserVerified: 'testbed:passkeys:set-user-verified',
    setUserPresent: 'testbed:passkeys:set-user-present',
    setResponseOverrides: 'testbed:passkeys:set-response-overrides',
    findPasskeyOwners: 'testbed:passkeys:owners',
  },
  events: { passkeyActivity: 'testbed:event:passkey-activity' },
};
