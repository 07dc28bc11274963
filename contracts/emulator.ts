import type { OAuthProviderType } from '../widget/src/config/oauth-provider-types';
import type { CapabilityContract } from './capability-contract';

export type MessageChannel = 'email' | 'sms' | 'whatsapp';

export type InboxMessage = {
  id: string;
  channel: MessageChannel;
  to: string;
  subject: string | null;
  text: string;
  /** A magic or reset link the message carries. */
  link: string | null;
  /** A one-time passcode the message carries. */
  code: string | null;
  sentAt: string;
  /** The tokens of the message's links that the emulator records as used, with when. */
  usedTokens: Record<string, string>;
  /** When the emulator recorded the message's passcode as used; null while it is not. */
  codeUsedAt: string | null;
};

export type EmulatorUser = {
  userId: string;
  emails: string[];
  phoneNumbers: string[];
  status: string;
  createdAt: string;
};

export type EmulatorSession = {
  sessionId: string;
  userId: string;
  startedAt: string;
  expiresAt: string;
  lastAccessedAt: string;
};

/** Make the next `count` calls to an endpoint fail, or slow them down, or both. */
export type FaultRequest = {
  /** An SDK path below `/sdk/v1`, e.g. `/magic_links/email/login_or_create`. */
  endpoint: string;
  count: number;
  /** When set, the call fails with this error type and status. */
  error: { type: string; status: number } | null;
  latencyMs: number;
};

export type ActiveFault = {
  id: string;
  endpoint: string;
  /** Calls still to be affected. */
  remaining: number;
  error: { type: string; status: number } | null;
  latencyMs: number;
};

/** The project's notion of now, which every expiry of the project reads, and how far it runs ahead. */
export type ProjectClock = { now: string; offsetMs: number };

/**
 * The clock moved just past the latest expiry of the project's pending passcodes and email links;
 * `passedExpiry` is null, and the clock unmoved, when nothing pending expires.
 */
export type ExpiryAdvance = { clock: ProjectClock; passedExpiry: string | null };

/** An account a simulated OAuth provider knows for the project (made on its consent page or in the panel). */
export type OAuthIdentityView = {
  provider: OAuthProviderType;
  subject: string;
  name: string;
  /** Empty when the provider shares no email. */
  email: string;
  emailVerified: boolean;
};

/** An account described in the panel, for a pre-answer; the provider and its subject are filled in. */
export type NewOAuthIdentity = { name: string; email: string; emailVerified: boolean };

/** How the next sign-in with a provider is answered, skipping its consent page. */
export type OAuthAnswer =
  | { kind: 'known'; subject: string }
  | { kind: 'new'; identity: NewOAuthIdentity }
  | { kind: 'cancel' };

/** A waiting pre-answer, as the panel shows it: an identity's subject and name, or a cancel. */
export type OAuthPreAnswerView =
  | { provider: OAuthProviderType; kind: 'identity'; subject: string; name: string }
  | { provider: OAuthProviderType; kind: 'cancel' };

/** The project's social sign-in as the Emulator panel shows it. */
export type OAuthState = {
  disabledProviders: OAuthProviderType[];
  pkceRequired: boolean;
  identities: OAuthIdentityView[];
  preAnswers: OAuthPreAnswerView[];
};

/** An app a user allowed (through the identity-provider consent), with what it may do. */
export type ConnectedAppGrant = {
  clientId: string;
  clientName: string;
  clientType: 'first_party' | 'first_party_public' | 'third_party' | 'third_party_public';
  scopes: string[];
  grantedAt: string;
};

/** One user's connected apps; `label` is how the panel names the user (an email, a phone number or the id). */
export type UserConnectedApps = { userId: string; label: string; apps: ConnectedAppGrant[] };

/**
 * Who the project is to a host app's server (the backend SDK's project id and secret) and which
 * page origins may use its browser-SDK API and One Tap.
 */
export type ProjectAccess = {
  publicToken: string;
  projectId: string;
  secret: string;
  authorizedOrigins: string[];
};

/** Pushed whenever the watched project changes: a message, a user, a session, a fault. */
export type EmulatorChange = { publicToken: string; kind: string; at: number };

/** The emulator's control API for one project at a time, keyed by its public token. */
export type EmulatorApi = {
  listMessages(publicToken: string): Promise<InboxMessage[]>;
  clearMessages(publicToken: string): Promise<void>;
  listUsers(publicToken: string): Promise<EmulatorUser[]>;
  listSessions(publicToken: string): Promise<EmulatorSession[]>;
  deleteUser(publicToken: string, userId: string): Promise<void>;
  resetProject(publicToken: string): Promise<void>;
  listFaults(publicToken: string): Promise<ActiveFault[]>;
  injectFault(publicToken: string, fault: FaultRequest): Promise<void>;
  clearFaults(publicToken: string): Promise<void>;
  clock(publicToken: string): Promise<ProjectClock>;
  /** Moves the project's clock forward by `ms`. */
  advanceClock(publicToken: string, ms: number): Promise<ProjectClock>;
  advanceClockToExpiry(publicToken: string): Promise<ExpiryAdvance>;
  oauthState(publicToken: string): Promise<OAuthState>;
  /** Answers the provider's next start; a new identity is added to those the provider knows. */
  preAnswerOAuth(publicToken: string, provider: OAuthProviderType, answer: OAuthAnswer): Promise<void>;
  clearOAuthPreAnswers(publicToken: string): Promise<void>;
  /** A disabled provider's start fails as `oauth_config_not_found`. */
  setOAuthProviderEnabled(publicToken: string, provider: OAuthProviderType, enabled: boolean): Promise<void>;
  setOAuthPkceRequired(publicToken: string, required: boolean): Promise<void>;
  /** The users who granted apps, each with the apps and scopes. */
  listConnectedApps(publicToken: string): Promise<UserConnectedApps[]>;
  /** The app's consent forgotten and its tokens for the user revoked: its refresh token stops working. */
  revokeConnectedApp(publicToken: string, userId: string, clientId: string): Promise<void>;
  projectAccess(publicToken: string): Promise<ProjectAccess>;
  /** Replaces the list; the emulator refuses an entry that is not an origin, naming it. */
  setAuthorizedOrigins(publicToken: string, origins: string[]): Promise<ProjectAccess>;
  /** Streams {@link EmulatorChange} events for one project; watching another stops the previous. */
  watchProject(publicToken: string): Promise<void>;
};

export type EmulatorEvents = { emulatorChanged: EmulatorChange };

export const emulatorContract: CapabilityContract<EmulatorApi, EmulatorEvents> = {
  methods: {
    listMessages: 'testbed:emulator:messages',
    clearMessages: 'testbed:emulator:clear-messages',
    listUsers: 'testbed:emulator:users',
    listSessions: 'testbed:emulator:sessions',
    deleteUser: 'testbed:emulator:delete-user',
    resetProject: 'testbed:emulator:reset-project',
    listFaults: 'testbed:emulator:faults',
    injectFault: 'testbed:emulator:inject-fault',
    clearFaults: 'testbed:emulator:clear-faults',
    clock: 'testbed:emulator:clock',
    advanceClock: 'testbed:emulator:advance-clock',
    advanceClockToExpiry: 'testbed:emulator:advance-clock-to-expiry',
    oauthState: 'testbed:emulator:oauth-state',
    preAnswerOAuth: 'testbed:emulator:oauth-pre-answer',
    clearOAuthPreAnswers: 'testbed:emulator:oauth-clear-pre-answers',
    setOAuthProviderEnabled: 'testbed:emulator:oauth-provider-enabled',
    setOAuthPkceRequired: 'testbed:emulator:oauth-pkce-required',
    listConnectedApps: 'testbed:emulator:connected-apps',
    revokeConnectedApp: 'testbed:emulator:revoke-connected-app',
    projectAccess: 'testbed:emulator:project-access',
    setAuthorizedOrigins: 'testbed:emulator:set-authorized-origins',
    watchProject: 'testbed:emulator:watch',
  },
  events: { emulatorChanged: 'testbed:event:emulator-changed' },
};
