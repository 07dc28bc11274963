/**
 * The one interface the emulator's views (console/views) read and act through, for one project. The
 * console implements it with the control client in the browser (control-port.ts); the testbed runs
 * the same implementation in its main process and reaches it through its bridge. Plain data in and
 * out, in the control API's own shapes, so it crosses IPC as it is.
 */
import type {
  ClockState,
  ConnectedApp,
  ConnectedAppInput,
  ControlClient,
  CreatedConnectedApp,
  CryptoWalletSummary,
  EmulatorSession,
  EmulatorUser,
  Fault,
  FaultInput,
  ListedMessage,
  ListPage,
  LoggedRequest,
  OAuthIdentity,
  OAuthPreAnswerRecord,
  OAuthProvider,
  PageQuery,
  ProjectCredentialsAnswer,
  ProjectSettings,
  SeedUserInput,
  UserConnectedApp,
  UserEdit,
  WebAuthnRegistrationSummary,
} from '@foyer/emulator/control';

/**
 * The clock moved just past the latest expiry of the project's pending passcodes and email links;
 * `passedExpiry` is null, and the clock unmoved, when nothing pending expires.
 */
export type ExpiryAdvance = { clock: ClockState; passedExpiry: string | null };

/** An account described in a form, for a pre-answer; the provider and its subject are filled in. */
export type NewOAuthIdentity = { name: string; email: string; emailVerified: boolean };

/** How the next sign-in with a provider is answered, skipping its consent page. */
export type OAuthAnswer =
  | { kind: 'known'; subject: string }
  | { kind: 'new'; identity: NewOAuthIdentity }
  | { kind: 'cancel' };

/** What a user holds beyond its record: passkeys and wallets in detail, and the apps it allowed. */
export type UserFactors = {
  passkeys: WebAuthnRegistrationSummary[];
  wallets: CryptoWalletSummary[];
  apps: UserConnectedApp[];
};

/** One user's connected apps; `label` names the user (an email, a phone number or the id). */
export type UserGrants = { userId: string; label: string; apps: UserConnectedApp[] };

export type ProjectPort = {
  /** A page of the inbox, newest first, with what of each message was used; all of it without a limit. */
  messagesPage(page?: PageQuery): Promise<ListPage<ListedMessage>>;
  clearMessages(): Promise<void>;
  /** A page of the users, oldest first. */
  usersPage(page?: PageQuery): Promise<ListPage<EmulatorUser>>;
  user(userId: string): Promise<EmulatorUser>;
  userFactors(userId: string): Promise<UserFactors>;
  seedUser(input: SeedUserInput): Promise<EmulatorUser>;
  updateUser(userId: string, edit: UserEdit): Promise<EmulatorUser>;
  deleteUser(userId: string): Promise<void>;
  /** Lifts the lock failed sign-ins set. */
  unlockUser(userId: string): Promise<EmulatorUser>;
  /** A page of the sessions, oldest first. */
  sessionsPage(page?: PageQuery): Promise<ListPage<EmulatorSession>>;
  revokeSession(sessionId: string): Promise<void>;
  faults(): Promise<Fault[]>;
  injectFault(fault: FaultInput): Promise<Fault>;
  clearFaults(): Promise<void>;
  clock(): Promise<ClockState>;
  /** Moves the project's clock forward by `ms`. */
  advanceClock(ms: number): Promise<ClockState>;
  /** Moves the clock just past the latest expiry of the project's pending passcodes and email links. */
  advanceClockToExpiry(): Promise<ExpiryAdvance>;
  /** Puts the clock back on the machine's time. */
  resetClock(): Promise<ClockState>;
  settings(): Promise<ProjectSettings>;
  /** Changes the settings named; the emulator refuses a bad value, saying which and why. */
  updateSettings(patch: Partial<ProjectSettings>): Promise<ProjectSettings>;
  /** The accounts the simulated providers know (what their consent pages offer). */
  oauthIdentities(): Promise<OAuthIdentity[]>;
  oauthPreAnswers(): Promise<OAuthPreAnswerRecord[]>;
  /** Answers the provider's next start; a new identity is added to those the provider knows. */
  preAnswerOAuth(provider: OAuthProvider, answer: OAuthAnswer): Promise<void>;
  clearOAuthPreAnswers(): Promise<void>;
  /** The project's registered apps (the OAuth clients of the emulator as identity provider). */
  connectedApps(): Promise<ConnectedApp[]>;
  /** Registers or replaces an app; a confidential one gets a new secret, shown once in the answer. */
  upsertConnectedApp(input: ConnectedAppInput): Promise<CreatedConnectedApp>;
  deleteConnectedApp(clientId: string): Promise<void>;
  /** The users who granted apps, each with the apps and scopes. */
  userGrants(): Promise<UserGrants[]>;
  /** One user's grants, as `userGrants` lists them; a user who allowed nothing, or is gone, has no apps. */
  userGrantsOf(userId: string): Promise<UserGrants>;
  /** The app's consent forgotten and its tokens for the user revoked: its refresh token stops working. */
  revokeUserConnectedApp(userId: string, clientId: string): Promise<void>;
  /** What a host's server calls the backend API with: public token, project id, secret. */
  credentials(): Promise<ProjectCredentialsAnswer>;
  /** The last requests the project's pages, server and tools made, newest first. */
  requestsPage(page?: PageQuery): Promise<ListPage<LoggedRequest>>;
  /** Forgets everything the project holds but its settings (users, messages, apps...), and puts the clock back. */
  resetProject(): Promise<void>;
};

export type PortMethod = keyof ProjectPort;

/** Every method of the port, once: the testbed's bridge names a channel for each. */
export const PORT_METHODS = [
  'messagesPage',
  'clearMessages',
  'usersPage',
  'user',
  'userFactors',
  'seedUser',
  'updateUser',
  'deleteUser',
  'unlockUser',
  'sessionsPage',
  'revokeSession',
  'faults',
  'injectFault',
  'clearFaults',
  'clock',
  'advanceClock',
  'advanceClockToExpiry',
  'resetClock',
  'settings',
  'updateSettings',
  'oauthIdentities',
  'oauthPreAnswers',
  'preAnswerOAuth',
  'clearOAuthPreAnswers',
  'connectedApps',
  'upsertConnectedApp',
  'deleteConnectedApp',
  'userGrants',
  'userGrantsOf',
  'revokeUserConnectedApp',
  'credentials',
  'requestsPage',
  'resetProject',
] as const satisfies readonly PortMethod[];

// Every method listed: one missing from the list fails to compile here.
type Unlisted = Exclude<PortMethod, (typeof PORT_METHODS)[number]>;
export const EVERY_METHOD_LISTED: [Unlisted] extends [never] ? true : Unlisted = true;

/**
 * The port's own operations, each made of several control calls; every other method is the control
 * client's call of the same name, so a reader (and the testbed's channels) meet one name per call.
 */
type ComposedMethod = 'userFactors' | 'advanceClockToExpiry' | 'userGrants' | 'userGrantsOf';

// A port method named unlike the client's call fails to compile here: rename it to the client's.
type NamedApart = Exclude<PortMethod, keyof ControlClient | ComposedMethod>;
export const EVERY_NAME_THE_CLIENTS: [NamedApart] extends [never] ? true : NamedApart = true;
