import type { OAuthIdentity } from '../social-sign-in/oauth-collections';
import type { sdkTestClient } from './sdk-test-client';

type Emulator = ReturnType<typeof sdkTestClient>;

export function identity(fields: Partial<OAuthIdentity> = {}): OAuthIdentity {
  return {
    provider: 'google',
    provider_subject: '100000000000000000001',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    email_verified: true,
    picture_url: 'https://example.com/ada.png',
    locale: 'en',
    ...fields,
  };
}

/** Navigates to the provider's start as the client does, with the project's public token first. */
export function startOAuth(emulator: Emulator, provider: string, params: Record<string, string> = {}) {
  emulator.project();
  const query = new URLSearchParams({ public_token: emulator.publicToken, ...params });
  return emulator.app.request(`/v1/public/oauth/${provider}/start?${query}`);
}

/** The consent id the page's form carries. */
export function consentIdOf(page: string): string {
  const match = /name="consent_id" value="([^"]+)"/.exec(page);
  if (!match?.[1]) throw new Error('the page has no consent form');
  return match[1];
}

/** Posts the consent form, as the browser does when Allow or Cancel is pressed. */
export function submitConsent(
  emulator: Emulator,
  provider: string,
  form: Record<string, string>,
  publicToken = emulator.publicToken,
) {
  return emulator.app.request(
    `/v1/public/oauth/${provider}/consent?${new URLSearchParams({ public_token: publicToken })}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    },
  );
}

/** Starts, then answers the page with a new identity made of `fields`; returns the answer. */
export async function signInThroughPage(
  emulator: Emulator,
  provider: string,
  fields: Record<string, string>,
  params: Record<string, string> = {},
) {
  const page = await (await startOAuth(emulator, provider, params)).text();
  return submitConsent(emulator, provider, {
    consent_id: consentIdOf(page),
    account: 'new',
    decision: 'allow',
    locale: 'en',
    ...fields,
  });
}

/** The `token` of an `oauth` redirect. */
export function tokenOf(location: string | null): string {
  const url = new URL(location ?? '');
  if (url.searchParams.get('stytch_token_type') !== 'oauth')
    throw new Error(`not an oauth redirect: ${location}`);
  return url.searchParams.get('token') ?? '';
}

export function authenticateOAuth(
  emulator: Emulator,
  token: string,
  extra: Record<string, unknown> = {},
  sessionToken?: string,
) {
  return emulator.call({
    path: '/oauth/authenticate',
    body: { token, session_duration_minutes: 60, ...extra },
    ...(sessionToken ? { sessionToken } : {}),
  });
}
