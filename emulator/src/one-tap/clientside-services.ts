import { z } from 'zod';
import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import { requireAllowedRedirect } from '../links/send-options';
import { issueOAuthToken } from '../social-sign-in/oauth-tokens';
import { findOAuthUser } from '../social-sign-in/oauth-users';
import { verifyProviderIdToken } from '../social-sign-in/provider-tokens';
import { defaultScopes } from '../social-sign-in/providers';
import { newSecretToken } from '../store/ids';
import type { OneTapRegistry } from './one-tap-registry';

/**
 * The two calls the client's clientside-services frame answers for One Tap (`oneTapStart`,
 * `oneTapSubmit`), as plain functions of the project: the frame's script forwards each call to the
 * emulator's routes and hands back what these return (or the API error they throw).
 */

/** The origin of the page that framed the frame, as the browser named it to the frame's script. */
const pageOrigin = z.string().refine((value) => {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}, 'must be an origin such as http://localhost:3000');

export const oneTapStartSchema = z.object({ publicToken: z.string(), pageOrigin });
export type OneTapStartRequest = z.infer<typeof oneTapStartSchema>;
export type OneTapStartAnswer = { googleClientId: string; oauthCallbackId: string };

const optionalUrl = z.string().min(1).nullish();

export const oneTapSubmitSchema = z.object({
  publicToken: z.string(),
  pageOrigin,
  idToken: z.string().min(1),
  oauthCallbackID: z.string().min(1),
  loginRedirectURL: optionalUrl,
  signupRedirectURL: optionalUrl,
});
export type OneTapSubmitRequest = z.infer<typeof oneTapSubmitSchema>;
export type OneTapSubmitAnswer = { redirect_url: string };

function isGoogleDisabled(project: Project): boolean {
  return project.settings.oauth_disabled_providers.includes('google');
}

/**
 * The project's Google client id, or an empty one when Google is not set up (the client then
 * reports `oauth_config_not_found` without loading Google's script). A project without a default
 * login or signup redirect URL cannot finish One Tap for an app that names none, so it is refused
 * here, where the client reports it as One Tap's error.
 */
export function startOneTap(
  project: Project,
  registry: OneTapRegistry,
  request: Pick<OneTapStartRequest, 'pageOrigin'>,
): OneTapStartAnswer {
  const { settings } = project;
  if (isGoogleDisabled(project)) return { googleClientId: '', oauthCallbackId: '' };
  if (settings.default_login_redirect_url === '') {
    throw new ApiError(
      'no_login_redirect_urls_set',
      'This project has no default_login_redirect_url, which Google One Tap needs; set one through the control API.',
    );
  }
  if (settings.default_signup_redirect_url === '') {
    throw new ApiError(
      'no_signup_redirect_urls_set',
      'This project has no default_signup_redirect_url, which Google One Tap needs; set one through the control API.',
    );
  }
  const oauthCallbackId = newSecretToken();
  registry.recordStart(project.publicToken, {
    callbackId: oauthCallbackId,
    pageOrigin: request.pageOrigin,
    clientId: settings.google_client_id,
  });
  return { googleClientId: settings.google_client_id, oauthCallbackId };
}

/**
 * Checks the Google ID token the prompt returned (signature, audience, expiry on the project's
 * clock) and answers where to send the browser: the signup redirect for a new user, the login one
 * otherwise, with an `oauth` token that `oauth/authenticate` redeems.
 */
export async function submitOneTap(
  project: Project,
  registry: OneTapRegistry,
  request: Omit<OneTapSubmitRequest, 'publicToken' | 'pageOrigin'>,
): Promise<OneTapSubmitAnswer> {
  if (isGoogleDisabled(project)) {
    throw new ApiError('oauth_config_not_found', 'Google sign-in is disabled for this project.');
  }
  if (!registry.isCallbackOf(project.publicToken, request.oauthCallbackID)) {
    throw new ApiError(
      'oauth_invalid_callback_request',
      'The oauthCallbackID was not handed out by a One Tap start of this project.',
    );
  }
  const identity = await verifyProviderIdToken(project, 'google', request.idToken, {
    audience: project.settings.google_client_id,
  });
  const isNew = findOAuthUser(project, identity) === undefined;
  const redirectUrl = isNew
    ? requireAllowedRedirect(project, 'no_match_for_provided_oauth_url', {
        field: 'signupRedirectURL',
        requested: request.signupRedirectURL,
        fallback: 'default_signup_redirect_url',
      })
    : requireAllowedRedirect(project, 'no_match_for_provided_oauth_url', {
        field: 'loginRedirectURL',
        requested: request.loginRedirectURL,
        fallback: 'default_login_redirect_url',
      });
  const token = issueOAuthToken(project, {
    identity,
    provider: 'google',
    scopes: defaultScopes('google'),
    redirectUrl,
    isNewUser: isNew,
  });
  const url = new URL(redirectUrl);
  url.searchParams.set('stytch_token_type', 'oauth');
  url.searchParams.set('token', token);
  return { redirect_url: url.toString() };
}
