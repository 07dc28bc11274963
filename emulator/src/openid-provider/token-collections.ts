import { z } from 'zod';
import { describeCollection } from '../store/collection-descriptor';

/**
 * An access token of a connected app, issued by the token endpoint (or minted through the control
 * API); `sessions/exchange_access_token` trades it for a session, userinfo answers for it.
 */
export type AccessTokenRecord = {
  /** `secretDigest(access_token)`; the record's key. The token itself is handed out once. */
  access_token_digest: string;
  user_id: string;
  client_id: string;
  scopes: string[];
  created_at: string;
  expires_at: string;
};

/** An access token the control API minted: the record, with the token itself (answered only then). */
export type MintedAccessToken = Omit<AccessTokenRecord, 'access_token_digest'> & { access_token: string };

/** A single-use authorization code, bound to everything the token request must repeat or prove. */
export type AuthorizationCodeRecord = {
  /** `secretDigest(code)`; the record's key. The code itself travels only in the redirect. */
  code_digest: string;
  client_id: string;
  user_id: string;
  redirect_uri: string;
  /** S256 challenge; null when the (confidential) client sent none. */
  code_challenge: string | null;
  nonce: string | null;
  scopes: string[];
  /** When the user last authenticated: the session's start, carried into the ID token's `auth_time`. */
  auth_time: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

/**
 * A refresh token of a connected app. Rotated on use: the used one keeps `used_at`, so presenting it
 * again is recognised as a replay, which revokes every token the client holds for the user.
 */
export type RefreshTokenRecord = {
  /** `secretDigest(refresh_token)`; the record's key. The token itself is handed out once. */
  refresh_token_digest: string;
  client_id: string;
  user_id: string;
  scopes: string[];
  auth_time: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

/**
 * The project as an OpenID provider, beyond the key it signs with: at most one record, made on the
 * first discovery. `discovered_issuer` is the issuer relying parties last discovered, which
 * authorization responses name in `iss` (RFC 9207), since the page's calls reach the emulator on
 * another origin than the relying party's.
 */
export type OidcProviderRecord = {
  provider_id: string;
  discovered_issuer: string | null;
};

// Codes and tokens of connected apps are found by the presented value's digest, never kept in plain.
export const accessTokensCollection = describeCollection<AccessTokenRecord>({
  key: 'access_token_digest',
  owner: 'user_id',
  digestedSecret: { plainField: 'access_token', digestField: 'access_token_digest' },
  schema: z.looseObject({
    access_token_digest: z.string(),
    user_id: z.string(),
    client_id: z.string(),
    scopes: z.array(z.string()),
    expires_at: z.string(),
  }),
});

// Expired ones are dropped when the next one is issued.
export const authorizationCodesCollection = describeCollection<AuthorizationCodeRecord>({
  key: 'code_digest',
  owner: 'user_id',
  digestedSecret: { plainField: 'code', digestField: 'code_digest' },
  schema: z.looseObject({
    code_digest: z.string(),
    client_id: z.string(),
    user_id: z.string(),
    redirect_uri: z.string(),
    code_challenge: z.string().nullable(),
    nonce: z.string().nullable(),
    scopes: z.array(z.string()),
    auth_time: z.string(),
    expires_at: z.string(),
    used_at: z.string().nullable(),
  }),
});

export const refreshTokensCollection = describeCollection<RefreshTokenRecord>({
  key: 'refresh_token_digest',
  owner: 'user_id',
  digestedSecret: { plainField: 'refresh_token', digestField: 'refresh_token_digest' },
  schema: z.looseObject({
    refresh_token_digest: z.string(),
    client_id: z.string(),
    user_id: z.string(),
    scopes: z.array(z.string()),
    auth_time: z.string(),
    expires_at: z.string(),
    used_at: z.string().nullable(),
  }),
});

// At most one record (openid-provider/provider-state): the issuer relying parties last discovered.
export const oidcProviderCollection = describeCollection<OidcProviderRecord>({
  key: 'provider_id',
  schema: z.looseObject({ provider_id: z.string(), discovered_issuer: z.string().nullable() }),
});
