import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import { requireAllowedRedirect } from '../links/send-options';
import { defaultScopes, type OAuthProvider, providerName } from './providers';

/** What an OAuth start asks for, checked: the redirects are allowed, the challenge is there when required. */
export type StartRequest = {
  provider: OAuthProvider;
  loginRedirectUrl: string;
  signupRedirectUrl: string;
  codeChallenge: string | null;
  /** The provider's defaults, then the app's `custom_scopes`, each once. */
  scopes: string[];
  /** Each `provider_<key>` parameter by `<key>`, for the provider's page. */
  providerParams: Record<string, string>;
};

const PROVIDER_PARAM_PREFIX = 'provider_';

/**
 * Reads the query of `GET /v1/public/oauth/<provider>/start` (`../shared/reference/provider-contract.md` §15) as the provider checks
 * it; refusals are ApiErrors the route shows as a page. The client leaves out both redirect URLs
 * when the app names none, so the project's defaults stand in, and an empty default is an error.
 */
export function readStartRequest(
  project: Project,
  provider: OAuthProvider,
  query: Readonly<Record<string, string>>,
): StartRequest {
  const { settings } = project;
  if (settings.oauth_disabled_providers.includes(provider)) {
    throw new ApiError(
      'oauth_config_not_found',
      `${providerName(provider)} sign-in is not set up for this project: it is listed in the project's ` +
        `oauth_disabled_providers. Remove it there (PATCH /control/v1/projects/${project.publicToken}/settings) to enable it.`,
    );
  }
  const loginRedirectUrl = chooseRedirect(project, 'login', query.login_redirect_url);
  const signupRedirectUrl = chooseRedirect(project, 'signup', query.signup_redirect_url);
  const codeChallenge = query.code_challenge || null;
  if (settings.pkce_required_for_oauth && codeChallenge === null) {
    throw new ApiError(
      'bad_request',
      'This project sets pkce_required_for_oauth, so the OAuth start needs a pkce code_challenge.',
    );
  }
  const custom = (query.custom_scopes ?? '').split(' ').filter((scope) => scope !== '');
  const providerParams: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (key.startsWith(PROVIDER_PARAM_PREFIX) && key.length > PROVIDER_PARAM_PREFIX.length)
      providerParams[key.slice(PROVIDER_PARAM_PREFIX.length)] = value;
  }
  return {
    provider,
    loginRedirectUrl,
    signupRedirectUrl,
    codeChallenge,
    scopes: [...new Set([...defaultScopes(provider), ...custom])],
    providerParams,
  };
}

function chooseRedirect(project: Project, kind: 'login' | 'signup', requested: string | undefined): string {
  const fallback = kind === 'login' ? 'default_login_redirect_url' : 'default_signup_redirect_url';
  if (!requested && project.settings[fallback] === '') {
    throw new ApiError(
      `no_${kind}_redirect_urls_set`,
      `The start names no ${kind}_redirect_url and the project has no ${fallback}. Pass one in the ` +
        `start's options, or set ${fallback} through the control API.`,
    );
  }
  return requireAllowedRedirect(project, 'no_match_for_provided_oauth_url', {
    field: `${kind}_redirect_url`,
    requested: requested || undefined,
    fallback,
  });
}
