import type { TelemetryEvent } from '../bootstrap/telemetry-event-collections';
import type { ConnectedAppClientType } from '../connected-apps/client-types';
import type {
  ConnectedApp,
  ConnectedAppInput,
  CreatedConnectedApp,
  UserConnectedApp,
} from '../connected-apps/connected-app-collections';
import type { ProjectSnapshot } from '../emulator-store';
import type { ErrorEnvelope } from '../http/envelope';
import type { ProviderErrorType } from '../http/error-types';
import type { Fault } from '../http/fault-collections';
import type {
  ImpersonationTokenRecord,
  MintedImpersonationToken,
} from '../impersonation/impersonation-token-collections';
import type { InboxMessage, MessageChannel, MessageSender } from '../messages/message-collections';
import type { OneTapBehaviour } from '../one-tap/one-tap-registry';
import type { AccessTokenRecord, MintedAccessToken } from '../openid-provider/token-collections';
import type { PasswordPolicy } from '../passwords/password-collections';
import type { RbacPolicy } from '../rbac/rbac-policy';
import type { Session } from '../sessions/session-collections';
import type { EmailSenderSetting, ProjectSettings } from '../settings/project-settings';
import type {
  OAuthIdentity,
  OAuthPreAnswer,
  OAuthPreAnswerRecord,
} from '../social-sign-in/oauth-collections';
import type { ClockState } from '../store/clock';
import type { LoggedRequest } from '../store/request-log';
import type { DroppedCounts } from '../store/retention';
import type { User } from '../users/user-collections';
import type { UserLock } from '../users/user-lock';
import {
  CONTROL_BASE,
  CONTROL_PATHS,
  type ControlPath,
  fillControlPath,
  type PathParams,
} from './control-paths';
import type { CryptoWalletSummary } from './crypto-wallets';
import type { ListPage, ProjectSummary } from './list-answers';
import type { MessageUse } from './message-spent';
import type { SignInMethod } from './sign-in';
import type { WebAuthnRegistrationSummary } from './webauthn-registrations';

// Lists a tool offers to choose from: the provider's error types (with their statuses) for faults,
// and the social sign-in providers.
export { PROVIDER_ERRORS } from '../http/error-types';
export { formatSender } from '../messages/message-senders';
export { OAUTH_PROVIDERS, type OAuthProvider, providerName } from '../social-sign-in/providers';
export { REQUESTS_KEPT } from '../store/request-log';
export type { StreamPosition } from '../store/stream-position';
export {
  type BootList,
  type BootListAnswer,
  CONSOLE_BOOT_ID,
  CONSOLE_PAGE_SIZE,
  type ConsoleBoot,
  VIEW_LISTS,
  VIEW_MODULES,
} from './console-boot';
export type { ListPage, ProjectSummary } from './list-answers';
export { messageMatches, requestMatches, userMatches } from './list-search';
export type { StreamReady } from './stream';
export type { StreamChange } from './stream-changes';
export type {
  AccessTokenRecord,
  ClockState,
  ConnectedApp,
  ConnectedAppClientType,
  ConnectedAppInput,
  CreatedConnectedApp,
  CryptoWalletSummary,
  EmailSenderSetting,
  Fault,
  ImpersonationTokenRecord,
  InboxMessage,
  LoggedRequest,
  MessageChannel,
  MessageSender,
  MintedAccessToken,
  MintedImpersonationToken,
  OAuthIdentity,
  OAuthPreAnswer,
  OAuthPreAnswerRecord,
  OneTapBehaviour,
  PasswordPolicy,
  ProjectSettings,
  ProviderErrorType,
  RbacPolicy,
  SignInMethod,
  TelemetryEvent,
  UserConnectedApp,
  WebAuthnRegistrationSummary,
};

/** A user as the control API shows it: with its lock (`is_locked`, and the lock's times while it holds). */
export type EmulatorUser = User & UserLock;

/** A message as the inbox lists it: with what of it the emulator records as used. */
export type ListedMessage = InboxMessage & MessageUse;

/**
 * An edit of a user: the name (any part), metadata and roles (replaced), and the whole list of
 * emails and phone numbers wanted afterwards (a new one is verified; one left out is removed).
 */
export type UserEdit = {
  name?: Partial<User['name']>;
  trustedMetadata?: Record<string, unknown>;
  untrustedMetadata?: Record<string, unknown>;
  roles?: string[];
  emails?: string[];
  phoneNumbers?: string[];
};
/** A session as the control API lists it: the public shape plus its opaque token. */
export type EmulatorSession = Session & { session_token: string };
export type ProjectExport = ProjectSnapshot;

/** What a host's server needs to call the backend API (`/v1`) as the project, e.g. with `stytch.Client`. */
export type ProjectCredentialsAnswer = {
  public_token: string;
  project_id: string;
  secret: string;
  /** The emulator's HTTPS address, the backend SDK's `custom_base_url`; absent where it serves none. */
  base_url?: string;
};

/** Which messages: to an address or number (any case), on a channel, whose subject contains some words (any case). */
export type MessageFilter = { to?: string; channel?: MessageChannel; subject?: string };

/**
 * Which page of a list: `cursor` is the previous page's `results_metadata.next_cursor` (none: the
 * first page), `limit` how many records (1 to 1000), `query` words a record must contain, any case.
 */
export type PageQuery = { cursor?: string; limit?: number; query?: string };

/** How full a bounded collection is, and how many records it dropped to stay under its `max`. */
export type RetentionCount = { kept: number; max: number; dropped: number };
export type Retention = { [K in keyof DroppedCounts]: RetentionCount };

export type ControlClientOptions = {
  /** The emulator's control token (`--control-token`), sent as `Authorization: Bearer <token>`. */
  controlToken?: string;
};

export type SeedUserInput = {
  email?: string;
  /** Defaults to true. */
  emailVerified?: boolean;
  phoneNumber?: string;
  password?: string;
  /** The user must reset the password before logging in with it (`reset_password`). */
  passwordRequiresReset?: boolean;
  name?: { first_name?: string; middle_name?: string; last_name?: string };
  trustedMetadata?: Record<string, unknown>;
  untrustedMetadata?: Record<string, unknown>;
  roles?: string[];
};

/** Who `signIn` signs in: a user by id, or by email (created, verified, when no user has it). */
export type SignInInput = ({ email: string; userId?: undefined } | { userId: string; email?: undefined }) & {
  /** The session's authentication factors, in order; an emailed link (or a text) when absent. */
  methods?: SignInMethod[];
  /** Default 60, on the project's clock. */
  sessionDurationMinutes?: number;
};

/** What a login answers: the user, the session and its two tokens (the client's two cookies). */
export type SignedInSession = {
  user_id: string;
  user: EmulatorUser;
  session: Session;
  session_token: string;
  session_jwt: string;
};

type FaultTarget = {
  /** A path after `/sdk/v1`, e.g. `/otps/authenticate`. */
  endpoint: string;
  /** How many calls the fault affects; default 1. */
  count?: number;
};
/**
 * The next calls fail with one of the provider's errors (optionally after a delay), or are only
 * delayed. The status is the one the provider answers the error with; one given must be that one.
 */
export type FaultInput =
  | (FaultTarget & { errorType: ProviderErrorType; status?: number; latencyMs?: number })
  | (FaultTarget & { latencyMs: number; errorType?: undefined; status?: undefined });

/** The control API of one project (one public token). */
export type ControlClient = {
  readonly publicToken: string;
  /** Headers every control request carries (the control token, if any): send them to `streamUrl` too. */
  readonly requestHeaders: Readonly<Record<string, string>>;
  /** The project's inbox, newest first. */
  messages(filter?: MessageFilter): Promise<ListedMessage[]>;
  /** A page of the inbox, newest first; `query` looks in the recipient, subject and text. */
  messagesPage(page: PageQuery & MessageFilter): Promise<ListPage<ListedMessage>>;
  /**
   * The newest message to `to` (on `channel`, with `subject` in its subject); waits server-side up to
   * `timeoutMs` (default 10 s) for one to arrive.
   */
  latestMessage(query: MessageFilter & { to: string; timeoutMs?: number }): Promise<InboxMessage>;
  clearMessages(): Promise<void>;
  /** The project's users, oldest first. */
  users(): Promise<EmulatorUser[]>;
  /** A page of the users, oldest first; `query` looks in emails, phone numbers, names and ids. */
  usersPage(page: PageQuery): Promise<ListPage<EmulatorUser>>;
  user(userId: string): Promise<EmulatorUser>;
  seedUser(input: SeedUserInput): Promise<EmulatorUser>;
  deleteUser(userId: string): Promise<void>;
  updateUser(userId: string, edit: UserEdit): Promise<EmulatorUser>;
  /** Lifts the lock failed sign-ins set, and forgets them. */
  unlockUser(userId: string): Promise<EmulatorUser>;
  sessions(): Promise<EmulatorSession[]>;
  /** A page of the sessions, oldest first; `query` looks in session and user ids and the user's emails and phone numbers. */
  sessionsPage(page: PageQuery): Promise<ListPage<EmulatorSession>>;
  /** Ends a session: the page's client finds it gone at its next check. */
  revokeSession(sessionId: string): Promise<void>;
  /**
   * A session made as a login makes one (same factors, JWT and clock), without a page: for tests
   * that start signed in. Hand its tokens to the page with `@foyer/emulator/testing`'s `signIn`.
   */
  signIn(input: SignInInput): Promise<SignedInSession>;
  /** A single-use token that `impersonation.authenticate` trades for a session of the user, for 5 minutes. */
  mintImpersonationToken(input: {
    userId: string;
    impersonatorId?: string;
    impersonatorEmailAddress?: string;
  }): Promise<MintedImpersonationToken>;
  /**
   * A connected app's access token for the user, for `session.exchangeAccessToken`; scopes default
   * to `openid full_access`, expiry to 60 minutes of the project's clock.
   */
  mintAccessToken(input: {
    userId: string;
    clientId?: string;
    scopes?: string[];
    expiresInMinutes?: number;
  }): Promise<MintedAccessToken>;
  /**
   * WebAuthn registrations with their credential's id (base64url; CDP reports standard base64),
   * counter, AAGUID, backup flags and times: the project's, or one user's.
   */
  webauthnRegistrations(userId?: string): Promise<WebAuthnRegistrationSummary[]>;
  /** Deletes a registration and its stored credential: the authenticator's passkey then logs in no one. */
  deleteWebAuthnRegistration(userId: string, webauthnRegistrationId: string): Promise<EmulatorUser>;
  /** Crypto wallets with their owner, type, address and times (added, last signed in): the project's, or one user's. */
  cryptoWallets(userId?: string): Promise<CryptoWalletSummary[]>;
  /** Deletes a user's wallet: its next sign-in then creates a new user. */
  deleteCryptoWallet(userId: string, cryptoWalletId: string): Promise<EmulatorUser>;
  /** The identities the simulated providers know (what their consent pages offer): one provider's, or all. */
  oauthIdentities(provider?: string): Promise<OAuthIdentity[]>;
  /** Adds an identity to its provider, or replaces the one with the same provider subject. */
  addOAuthIdentity(identity: OAuthIdentity): Promise<OAuthIdentity>;
  /**
   * Answers the provider's next start at once, without its consent page: signs in as the identity
   * (which the provider then knows), or comes back cancelled. One start only.
   */
  preAnswerOAuth(provider: string, answer: OAuthPreAnswer): Promise<void>;
  /** The pre-answers waiting for their provider's next start. */
  oauthPreAnswers(): Promise<OAuthPreAnswerRecord[]>;
  /** Forgets every pre-answer not yet used. */
  clearOAuthPreAnswers(): Promise<void>;
  /** The project's OAuth clients ("connected apps"), without their secrets. */
  connectedApps(): Promise<ConnectedApp[]>;
  /**
   * Creates a client, or replaces the one with the same client_id (idempotent for a testbed that
   * registers its demo app on every start). Confidential clients get their secret here, once.
   */
  upsertConnectedApp(input: ConnectedAppInput): Promise<CreatedConnectedApp>;
  /** Deletes a client with every grant, code and token issued to it. */
  deleteConnectedApp(clientId: string): Promise<void>;
  /** The apps a user granted, with scopes. */
  userConnectedApps(userId: string): Promise<UserConnectedApp[]>;
  /** Forgets the user's consent for the app and revokes every access and refresh token it holds for the user. */
  revokeUserConnectedApp(userId: string, clientId: string): Promise<void>;
  /** The project's public token, project id and secret (for the backend SDK's `project_id` and `secret`). */
  credentials(): Promise<ProjectCredentialsAnswer>;
  /** Forgets users, sessions, messages, events, faults and tokens; settings stay. */
  resetProject(): Promise<void>;
  settings(): Promise<ProjectSettings>;
  updateSettings(patch: Partial<ProjectSettings>): Promise<ProjectSettings>;
  injectFault(fault: FaultInput): Promise<Fault>;
  faults(): Promise<Fault[]>;
  clearFaults(): Promise<void>;
  /** The project's now, and how far it runs ahead of the machine's clock. */
  clock(): Promise<ClockState>;
  /** Moves the project's clock forward: every expiry, lockout window and JWT time follows it. */
  advanceClock(ms: number): Promise<ClockState>;
  /** Puts the clock back on the machine's time, the one move back it makes. */
  resetClock(): Promise<ClockState>;
  /** Moves the project's clock to a later ISO instant; an earlier one is refused (`clock_cannot_go_back`). */
  setClock(isoTime: string): Promise<ClockState>;
  /** Telemetry events the client posted, newest first. */
  events(): Promise<TelemetryEvent[]>;
  /**
   * The project's last requests (the control API's own left out), newest first: method, path,
   * status, a refusal's type and words, and the sandbox value that answered, if one did. In memory only.
   */
  requests(): Promise<LoggedRequest[]>;
  /** A page of the request log, newest first; `query` looks in the method, path, status, origin and refusal. */
  requestsPage(page: PageQuery): Promise<ListPage<LoggedRequest>>;
  /** How many events and messages the project keeps, at most, and how many it dropped. */
  retention(): Promise<Retention>;
  exportProject(): Promise<ProjectExport>;
  importProject(project: ProjectExport): Promise<void>;
  /**
   * How the stand-in for Google's One Tap script answers the project's next prompts (until set
   * again): shown (`normal`), or failing as Google does when the page's origin is not allowed for
   * the client id, when the user suppressed One Tap, or when the user dismisses it. In memory only.
   */
  setOneTapBehaviour(behaviour: OneTapBehaviour): Promise<void>;
  /** URL of the project's Server-Sent Events stream of changes. */
  readonly streamUrl: string;
};

/** The header a control token travels in: `Authorization: Bearer <token>`. */
function controlTokenHeaders(controlToken: string | undefined): Record<string, string> {
  return controlToken ? { authorization: `Bearer ${controlToken}` } : {};
}

/** A control API call the emulator refused, with its error envelope. */
export class ControlApiError extends Error {
  constructor(readonly envelope: ErrorEnvelope) {
    super(`[${envelope.status_code}] ${envelope.error_type}: ${envelope.error_message}`);
    this.name = 'ControlApiError';
  }
}

/** One control call: the answer's `data`, or a {@link ControlApiError} with the refusal. */
async function controlCall<T>(
  headers: Readonly<Record<string, string>>,
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T } | ErrorEnvelope;
  if (!response.ok || !('data' in json)) throw new ControlApiError(json as ErrorEnvelope);
  return json.data;
}

/** What a list answers beside its records. */
type Metadata = Pick<ListPage<unknown>, 'results_metadata'>;

/** Every project the emulator holds (made by a page's first call, `--project`, an import or a control call). */
export async function listProjects(
  baseUrl: string,
  options: ControlClientOptions = {},
): Promise<ProjectSummary[]> {
  const url = `${controlApiUrl(baseUrl)}${CONTROL_PATHS.projects}`;
  return (
    await controlCall<{ projects: ProjectSummary[] }>(controlTokenHeaders(options.controlToken), 'GET', url)
  ).projects;
}

/** The control API's root on the emulator at `baseUrl`. */
const controlApiUrl = (baseUrl: string) => `${baseUrl.replace(/\/+$/, '')}${CONTROL_BASE}`;

/** `?name=value&…` from the parameters that are set, or nothing. */
function query(params: Readonly<Record<string, string | number | undefined>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A project's path's parameters other than its public token, which the client fills in itself. */
type OwnParams<Path extends ControlPath> = Omit<PathParams<Path>, 'token'>;

/** A path and the parameters it needs, checked together: `[P.user, {}]` does not compile. */
type ControlTarget = { [Path in ControlPath]: readonly [Path, OwnParams<Path>] }[ControlPath];

/**
 * A typed client of the emulator's control API for one project. Uses only `fetch`, so it runs in
 * Node, in tests and in the testbed's main process alike. `baseUrl` is the emulator's `httpUrl`.
 */
export function createControlClient(
  baseUrl: string,
  publicToken: string,
  options: ControlClientOptions = {},
): ControlClient {
  const requestHeaders = controlTokenHeaders(options.controlToken);
  const root = controlApiUrl(baseUrl);
  const urlOf = <Path extends ControlPath>(path: Path, params: OwnParams<Path>) =>
    `${root}${fillControlPath(path, { ...params, token: publicToken } as PathParams<Path>)}`;

  /** A call to a path with its parameters besides the token (`[P.user, { user_id }]`), `search` appended. */
  const call = <T>(
    method: string,
    [path, params]: ControlTarget,
    options: { body?: unknown; search?: Readonly<Record<string, string | number | undefined>> } = {},
  ) =>
    controlCall<T>(
      requestHeaders,
      method,
      `${urlOf(path, params as OwnParams<typeof path>)}${query(options.search ?? {})}`,
      options.body,
    );
  const P = CONTROL_PATHS;

  /** One page of a list the control API answers as `{ [key]: records, results_metadata }`. */
  async function listPage<Item>(
    path: (typeof P)['messages' | 'users' | 'sessions' | 'requests'],
    key: string,
    page: PageQuery = {},
  ): Promise<ListPage<Item>> {
    const answer = await call<Record<string, Item[]> & Metadata>('GET', [path, {}], { search: page });
    return { results: answer[key] ?? [], results_metadata: answer.results_metadata };
  }

  return {
    publicToken,
    requestHeaders,
    streamUrl: urlOf(P.stream, {}),
    async messages(filter = {}) {
      return (await call<{ messages: ListedMessage[] }>('GET', [P.messages, {}], { search: filter }))
        .messages;
    },
    messagesPage: (page) => listPage<ListedMessage>(P.messages, 'messages', page),
    async latestMessage({ to, channel, subject, timeoutMs = 10_000 }) {
      const search = { to, channel, subject, timeout_ms: timeoutMs };
      return (await call<{ message: InboxMessage }>('GET', [P.latestMessage, {}], { search })).message;
    },
    async clearMessages() {
      await call('DELETE', [P.messages, {}]);
    },
    async users() {
      return (await call<{ users: EmulatorUser[] }>('GET', [P.users, {}])).users;
    },
    usersPage: (page) => listPage<EmulatorUser>(P.users, 'users', page),
    async user(userId) {
      return (await call<{ user: EmulatorUser }>('GET', [P.user, { user_id: userId }])).user;
    },
    async seedUser(input) {
      const body = {
        email: input.email,
        email_verified: input.emailVerified,
        phone_number: input.phoneNumber,
        password: input.password,
        password_requires_reset: input.passwordRequiresReset,
        name: input.name,
        trusted_metadata: input.trustedMetadata,
        untrusted_metadata: input.untrustedMetadata,
        roles: input.roles,
      };
      return (await call<{ user: EmulatorUser }>('POST', [P.users, {}], { body })).user;
    },
    async deleteUser(userId) {
      await call('DELETE', [P.user, { user_id: userId }]);
    },
    async updateUser(userId, edit) {
      const body = {
        name: edit.name,
        trusted_metadata: edit.trustedMetadata,
        untrusted_metadata: edit.untrustedMetadata,
        roles: edit.roles,
        emails: edit.emails,
        phone_numbers: edit.phoneNumbers,
      };
      return (await call<{ user: EmulatorUser }>('PATCH', [P.user, { user_id: userId }], { body })).user;
    },
    async unlockUser(userId) {
      return (await call<{ user: EmulatorUser }>('POST', [P.userUnlock, { user_id: userId }], { body: {} }))
        .user;
    },
    async sessions() {
      return (await call<{ sessions: EmulatorSession[] }>('GET', [P.sessions, {}])).sessions;
    },
    sessionsPage: (page) => listPage<EmulatorSession>(P.sessions, 'sessions', page),
    async revokeSession(sessionId) {
      await call('DELETE', [P.session, { session_id: sessionId }]);
    },
    async signIn(input) {
      return call<SignedInSession>('POST', [P.sessions, {}], {
        body: {
          email: input.email,
          user_id: input.userId,
          methods: input.methods,
          session_duration_minutes: input.sessionDurationMinutes,
        },
      });
    },
    async mintImpersonationToken(input) {
      return call<MintedImpersonationToken>('POST', [P.impersonationTokens, {}], {
        body: {
          user_id: input.userId,
          impersonator_id: input.impersonatorId,
          impersonator_email_address: input.impersonatorEmailAddress,
        },
      });
    },
    async mintAccessToken(input) {
      return call<MintedAccessToken>('POST', [P.accessTokens, {}], {
        body: {
          user_id: input.userId,
          client_id: input.clientId,
          scopes: input.scopes,
          expires_in_minutes: input.expiresInMinutes,
        },
      });
    },
    async webauthnRegistrations(userId) {
      const search = { user_id: userId };
      return (
        await call<{ webauthn_registrations: WebAuthnRegistrationSummary[] }>(
          'GET',
          [P.webauthnRegistrations, {}],
          { search },
        )
      ).webauthn_registrations;
    },
    async deleteWebAuthnRegistration(userId, webauthnRegistrationId) {
      const params = { user_id: userId, id: webauthnRegistrationId };
      return (await call<{ user: EmulatorUser }>('DELETE', [P.userWebAuthnRegistration, params])).user;
    },
    async cryptoWallets(userId) {
      const search = { user_id: userId };
      return (await call<{ crypto_wallets: CryptoWalletSummary[] }>('GET', [P.cryptoWallets, {}], { search }))
        .crypto_wallets;
    },
    async deleteCryptoWallet(userId, cryptoWalletId) {
      const params = { user_id: userId, id: cryptoWalletId };
      return (await call<{ user: EmulatorUser }>('DELETE', [P.userCryptoWallet, params])).user;
    },
    async oauthIdentities(provider) {
      return (
        await call<{ identities: OAuthIdentity[] }>('GET', [P.oauthIdentities, {}], { search: { provider } })
      ).identities;
    },
    async addOAuthIdentity(identity) {
      return (await call<{ identity: OAuthIdentity }>('POST', [P.oauthIdentities, {}], { body: identity }))
        .identity;
    },
    async preAnswerOAuth(provider, answer) {
      await call('PUT', [P.oauthPreAnswer, { provider }], { body: answer });
    },
    async oauthPreAnswers() {
      return (await call<{ pre_answers: OAuthPreAnswerRecord[] }>('GET', [P.oauthPreAnswers, {}]))
        .pre_answers;
    },
    async clearOAuthPreAnswers() {
      await call('DELETE', [P.oauthPreAnswers, {}]);
    },
    async connectedApps() {
      return (await call<{ connected_apps: ConnectedApp[] }>('GET', [P.connectedApps, {}])).connected_apps;
    },
    async upsertConnectedApp(input) {
      return (
        await call<{ connected_app: CreatedConnectedApp }>('POST', [P.connectedApps, {}], { body: input })
      ).connected_app;
    },
    async deleteConnectedApp(clientId) {
      await call('DELETE', [P.connectedApp, { client_id: clientId }]);
    },
    async userConnectedApps(userId) {
      const params = { user_id: userId };
      return (await call<{ connected_apps: UserConnectedApp[] }>('GET', [P.userConnectedApps, params]))
        .connected_apps;
    },
    async revokeUserConnectedApp(userId, clientId) {
      const params = { user_id: userId, client_id: clientId };
      await call('POST', [P.userConnectedAppRevoke, params], { body: {} });
    },
    async resetProject() {
      await call('POST', [P.reset, {}], { body: {} });
    },
    async credentials() {
      const { public_token, project_id, secret, base_url } = await call<ProjectCredentialsAnswer>('GET', [
        P.credentials,
        {},
      ]);
      return { public_token, project_id, secret, ...(base_url ? { base_url } : {}) };
    },
    async settings() {
      return (await call<{ settings: ProjectSettings }>('GET', [P.settings, {}])).settings;
    },
    async updateSettings(patch) {
      return (await call<{ settings: ProjectSettings }>('PATCH', [P.settings, {}], { body: patch })).settings;
    },
    async injectFault(fault) {
      const body = {
        endpoint: fault.endpoint,
        count: fault.count,
        error_type: fault.errorType,
        status: fault.status,
        latency_ms: fault.latencyMs,
      };
      return (await call<{ fault: Fault }>('POST', [P.faults, {}], { body })).fault;
    },
    async faults() {
      return (await call<{ faults: Fault[] }>('GET', [P.faults, {}])).faults;
    },
    async clearFaults() {
      await call('DELETE', [P.faults, {}]);
    },
    async clock() {
      return (await call<{ clock: ClockState }>('GET', [P.clock, {}])).clock;
    },
    async advanceClock(ms) {
      return (await call<{ clock: ClockState }>('POST', [P.clock, {}], { body: { advance_ms: ms } })).clock;
    },
    async resetClock() {
      return (await call<{ clock: ClockState }>('POST', [P.clock, {}], { body: { reset: true } })).clock;
    },
    async setClock(isoTime) {
      return (await call<{ clock: ClockState }>('POST', [P.clock, {}], { body: { set: isoTime } })).clock;
    },
    async events() {
      return (await call<{ events: TelemetryEvent[] }>('GET', [P.events, {}])).events;
    },
    async requests() {
      return (await call<{ requests: LoggedRequest[] }>('GET', [P.requests, {}])).requests;
    },
    requestsPage: (page) => listPage<LoggedRequest>(P.requests, 'requests', page),
    async retention() {
      return (await call<{ retention: Retention }>('GET', [P.retention, {}])).retention;
    },
    async setOneTapBehaviour(behaviour) {
      await call('PUT', [P.oneTapBehaviour, {}], { body: { behaviour } });
    },
    async exportProject() {
      return (await call<{ project: ProjectExport }>('GET', [P.export, {}])).project;
    },
    async importProject(project) {
      await call('PUT', [P.import, {}], { body: project });
    },
  };
}
