// jose's JSON Web Key, not node:crypto's: the control client's types must check in a page with no Node types.
import type { JWK } from 'jose';
import { z } from 'zod';
import { describeCollection } from '../store/collection-descriptor';
import { OAUTH_PROVIDERS, type OAuthProvider } from './providers';

const oauthProvider = z.enum(OAUTH_PROVIDERS);

/** An identity a simulated provider knows, as stored and as the control API takes it. */
export const oauthIdentitySchema = z.object({
  provider: oauthProvider,
  provider_subject: z.string().min(1).max(255),
  name: z.string().max(255),
  email: z.string().max(320),
  email_verified: z.boolean(),
  picture_url: z.string().max(2048),
  locale: z.string().max(35),
});

/**
 * Someone a simulated provider knows: what its consent page offers to sign in as, and what the ID
 * token and profile of a sign-in carry. One per provider and `provider_subject` in a project.
 */
export type OAuthIdentity = {
  provider: OAuthProvider;
  provider_subject: string;
  name: string;
  /** Empty when the provider shares no email. */
  email: string;
  email_verified: boolean;
  picture_url: string;
  locale: string;
};

/** A stored identity, keyed `<provider>:<provider_subject>`. */
export type OAuthIdentityRecord = OAuthIdentity & { identity_key: string; created_at: string };

/**
 * What an OAuth start asked for, kept server-side while the consent page is shown: the page's form
 * carries only `consent_id`, so no hidden field can choose where the user is sent. Single-use.
 */
export type OAuthConsentRecord = {
  consent_id: string;
  provider: OAuthProvider;
  /** Both already checked against the project's allow-list (or its defaults). */
  login_redirect_url: string;
  signup_redirect_url: string;
  code_challenge: string | null;
  /** The provider's default scopes followed by the app's `custom_scopes`. */
  scopes: string[];
  /** Each `provider_<key>` query parameter, by `<key>`. */
  provider_params: Record<string, string>;
  created_at: string;
  expires_at: string;
};

/**
 * The single-use `token` a finished OAuth flow hands the app in its redirect; `oauth/authenticate`
 * trades it for a session of the identity's user. Only its digest is kept.
 */
export type OAuthTokenRecord = {
  /** `secretDigest(token)`; the record's key. */
  token_digest: string;
  provider: OAuthProvider;
  identity: OAuthIdentity;
  scopes: string[];
  /** Where the token was sent, for whoever inspects an export. */
  redirect_url: string;
  /** Whether the flow sent the user to the signup redirect. */
  is_new_user: boolean;
  code_challenge: string | null;
  /** Put in the ID token (`provider_nonce` of the start, or One Tap's nonce). */
  nonce: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

/** How the next start of a provider is answered without its consent page (control API). */
export type OAuthPreAnswer = { identity: OAuthIdentity } | { cancel: true };

export type OAuthPreAnswerRecord = { provider: OAuthProvider; answer: OAuthPreAnswer };

/**
 * The RSA key a simulated provider signs this project's ID tokens with (RS256, as Google, Apple and
 * Microsoft sign theirs), made on the provider's first token for the project.
 */
export type OAuthProviderKeyRecord = { provider: OAuthProvider; kid: string; private_jwk: JWK };

// The people each simulated provider knows; the provider's, not any user's: deleting a user leaves them.
export const oauthIdentitiesCollection = describeCollection<OAuthIdentityRecord>({
  key: 'identity_key',
  streamEvent: 'oauth_identity',
  schema: z.looseObject({ ...oauthIdentitySchema.shape, identity_key: z.string(), created_at: z.string() }),
});

// Starts waiting on their consent page; removed when answered, expired ones when the next one starts.
export const oauthConsentsCollection = describeCollection<OAuthConsentRecord>({
  key: 'consent_id',
  schema: z.looseObject({
    consent_id: z.string(),
    provider: oauthProvider,
    login_redirect_url: z.string(),
    signup_redirect_url: z.string(),
    code_challenge: z.string().nullable(),
    scopes: z.array(z.string()),
    provider_params: z.record(z.string(), z.string()),
    expires_at: z.string(),
  }),
});

// Not a user's: the user is found or created only when the token is redeemed.
export const oauthTokensCollection = describeCollection<OAuthTokenRecord>({
  key: 'token_digest',
  digestedSecret: { plainField: 'token', digestField: 'token_digest' },
  schema: z.looseObject({
    token_digest: z.string(),
    provider: oauthProvider,
    identity: oauthIdentitySchema,
    scopes: z.array(z.string()),
    code_challenge: z.string().nullable(),
    nonce: z.string().nullable(),
    expires_at: z.string(),
    used_at: z.string().nullable(),
  }),
});

// At most one per provider: how its next start is answered.
export const oauthPreAnswersCollection = describeCollection<OAuthPreAnswerRecord>({
  key: 'provider',
  streamEvent: 'oauth_pre_answer',
  schema: z.looseObject({
    provider: oauthProvider,
    answer: z.union([
      z.strictObject({ identity: oauthIdentitySchema }),
      z.strictObject({ cancel: z.literal(true) }),
    ]),
  }),
});

// At most one per provider (social-sign-in/provider-keys): the key its ID tokens for this project are signed with.
export const oauthProviderKeysCollection = describeCollection<OAuthProviderKeyRecord>({
  key: 'provider',
  schema: z.looseObject({
    provider: oauthProvider,
    kid: z.string().min(1),
    private_jwk: z.looseObject({ kty: z.literal('RSA'), n: z.string(), e: z.string(), d: z.string() }),
  }),
});
