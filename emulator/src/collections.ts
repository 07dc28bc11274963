import { eventsCollection, type TelemetryEvent } from './bootstrap/telemetry-event-collections';
import {
  connectedAppGrantsCollection,
  connectedAppsCollection,
} from './connected-apps/connected-app-collections';
import {
  cryptoWalletChallengesCollection,
  cryptoWalletsCollection,
} from './crypto-wallets/crypto-wallet-collections';
import { type Fault, faultsCollection } from './http/fault-collections';
import { impersonationTokensCollection } from './impersonation/impersonation-token-collections';
import { emailTokensCollection } from './links/email-token-collections';
import { m2mClientsCollection } from './m2m/m2m-client-collections';
import { messagesCollection } from './messages/message-collections';
import {
  accessTokensCollection,
  authorizationCodesCollection,
  oidcProviderCollection,
  refreshTokensCollection,
} from './openid-provider/token-collections';
import { otpsCollection } from './passcodes/otp-collections';
import { passwordFailuresCollection, passwordHashesCollection } from './passwords/password-collections';
import { sessionsCollection } from './sessions/session-collections';
import {
  oauthConsentsCollection,
  oauthIdentitiesCollection,
  oauthPreAnswersCollection,
  oauthProviderKeysCollection,
  oauthTokensCollection,
} from './social-sign-in/oauth-collections';
import { clockCollection } from './store/clock-collection';
import type { CollectionDescriptor } from './store/collection-descriptor';
import type { RecordsOf } from './store/collection-table';
import { totpsCollection } from './totp/totp-collections';
import { usersCollection } from './users/user-collections';
import { webauthnChallengesCollection, webauthnCredentialsCollection } from './webauthn/webauthn-collections';

/**
 * Every collection a project stores, in the order snapshots, exports and the user-delete cascade
 * list them: keep new ones at the end, before the store's own clock. Each product declares its
 * collections beside its records; the collection list, lookups, user-delete cascade, import checks,
 * import schema and live-stream events all derive from this table, which the store is handed when it
 * is created (emulator-store): adding a collection is declaring it and adding one line here.
 *
 * Import schemas name the fields routes read, with their types; records keep any other fields.
 */
export const COLLECTIONS = {
  users: usersCollection,
  sessions: sessionsCollection,
  messages: messagesCollection,
  // These two records are also exported by the package's index: named here, the declarations name
  // them from their own modules rather than from the index, whose Node types a browser entry
  // (@foyer/emulator/control) must not pull in.
  events: eventsCollection satisfies CollectionDescriptor<TelemetryEvent>,
  faults: faultsCollection satisfies CollectionDescriptor<Fault>,
  email_tokens: emailTokensCollection,
  otps: otpsCollection,
  password_hashes: passwordHashesCollection,
  password_failures: passwordFailuresCollection,
  totps: totpsCollection,
  access_tokens: accessTokensCollection,
  impersonation_tokens: impersonationTokensCollection,
  webauthn_credentials: webauthnCredentialsCollection,
  webauthn_challenges: webauthnChallengesCollection,
  crypto_wallets: cryptoWalletsCollection,
  crypto_wallet_challenges: cryptoWalletChallengesCollection,
  oauth_identities: oauthIdentitiesCollection,
  oauth_consents: oauthConsentsCollection,
  oauth_tokens: oauthTokensCollection,
  oauth_pre_answers: oauthPreAnswersCollection,
  oauth_provider_keys: oauthProviderKeysCollection,
  connected_apps: connectedAppsCollection,
  connected_app_grants: connectedAppGrantsCollection,
  authorization_codes: authorizationCodesCollection,
  refresh_tokens: refreshTokensCollection,
  m2m_clients: m2mClientsCollection,
  oidc_provider: oidcProviderCollection,
  clock: clockCollection,
};

/** Every collection a project holds, and the record type each one stores. */
export type CollectionRecords = RecordsOf<typeof COLLECTIONS>;

export type CollectionName = keyof CollectionRecords;

export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];

export function descriptorOf<K extends CollectionName>(name: K): CollectionDescriptor<CollectionRecords[K]> {
  return COLLECTIONS[name] as CollectionDescriptor<CollectionRecords[K]>;
}
