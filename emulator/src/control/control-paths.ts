/**
 * Every path of the control API, spelled once: the server registers its routes with these and the
 * typed client (`client.ts`) fills them in, so a path cannot drift between the two. Keys name the
 * resource; the method stays beside each route and each call. `control-paths.test.ts` holds this table
 * equal to the routes the running app serves under `/control/v1`.
 */

/** Where the control API is mounted on the emulator's listeners. */
export const CONTROL_BASE = '/control/v1';

export const CONTROL_PATHS = {
  projects: '/projects',
  credentials: '/projects/:token/credentials',
  settings: '/projects/:token/settings',
  messages: '/projects/:token/messages',
  latestMessage: '/projects/:token/messages/latest',
  users: '/projects/:token/users',
  user: '/projects/:token/users/:user_id',
  userUnlock: '/projects/:token/users/:user_id/unlock',
  webauthnRegistrations: '/projects/:token/webauthn_registrations',
  userWebAuthnRegistration: '/projects/:token/users/:user_id/webauthn_registrations/:id',
  cryptoWallets: '/projects/:token/crypto_wallets',
  userCryptoWallet: '/projects/:token/users/:user_id/crypto_wallets/:id',
  impersonationTokens: '/projects/:token/impersonation_tokens',
  accessTokens: '/projects/:token/access_tokens',
  sessions: '/projects/:token/sessions',
  session: '/projects/:token/sessions/:session_id',
  reset: '/projects/:token/reset',
  clock: '/projects/:token/clock',
  faults: '/projects/:token/faults',
  requests: '/projects/:token/requests',
  events: '/projects/:token/events',
  retention: '/projects/:token/retention',
  export: '/projects/:token/export',
  import: '/projects/:token/import',
  stream: '/projects/:token/stream',
  oauthIdentities: '/projects/:token/oauth_identities',
  oauthPreAnswers: '/projects/:token/oauth_pre_answers',
  oauthPreAnswer: '/projects/:token/oauth_pre_answers/:provider',
  connectedApps: '/projects/:token/connected_apps',
  connectedApp: '/projects/:token/connected_apps/:client_id',
  userConnectedApps: '/projects/:token/users/:user_id/connected_apps',
  userConnectedAppRevoke: '/projects/:token/users/:user_id/connected_apps/:client_id/revoke',
  oneTapBehaviour: '/projects/:token/one_tap/behaviour',
} as const;

export type ControlPath = (typeof CONTROL_PATHS)[keyof typeof CONTROL_PATHS];

/** The `:name` segments of a path, e.g. `'token' | 'user_id'`. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A value for each of a path's parameters, no more and no fewer. */
export type PathParams<Path extends string> = { readonly [Name in ParamNames<Path>]: string };

/** `path` with each `:name` replaced by its value, encoded as one path segment. */
export function fillControlPath<Path extends ControlPath>(path: Path, params: PathParams<Path>): string {
  const values = params as Readonly<Record<string, string>>;
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new TypeError(`The control path ${path} needs a value for :${name}.`);
    return encodeURIComponent(value);
  });
}
