import type { WidgetClient } from '../../client/widget-client';
import type { OAuthOptions, OAuthProviderConfig } from '../../config/types';
import { type DisplayMessage, plainText } from '../../state/display-message';
import { describeError, errorField } from '../../strings/server-errors';

/** What the client's `oauth.<provider>.start` takes. */
export type OAuthStartOptions = NonNullable<Parameters<WidgetClient['oauth']['google']['start']>[0]>;

/**
 * The start options for one provider: the redirect URLs shared by every provider, and that provider's
 * own scopes and parameters. Options the config leaves out stay out, so the client sends none and the
 * project's default redirect URLs apply.
 */
export function oauthStartOptions(options: OAuthOptions, provider: OAuthProviderConfig): OAuthStartOptions {
  const start: OAuthStartOptions = {};
  if (options.loginRedirectURL !== undefined) start.login_redirect_url = options.loginRedirectURL;
  if (options.signupRedirectURL !== undefined) start.signup_redirect_url = options.signupRedirectURL;
  if (provider.custom_scopes !== undefined) start.custom_scopes = provider.custom_scopes;
  if (provider.provider_params !== undefined) start.provider_params = provider.provider_params;
  return start;
}

/**
 * Sends the browser to the provider's sign-in. The client resolves once it has set the page's
 * address: the page is leaving, and the login completes on the redirect URL, not here.
 */
export function startOAuth(client: WidgetClient, options: OAuthOptions, provider: OAuthProviderConfig) {
  return client.oauth[provider.type].start(oauthStartOptions(options, provider));
}

/**
 * What a failed start tells the user: the client's own words for a call it refused (a usage error
 * names the bad option), otherwise the widget's message for the error.
 */
export function describeOAuthStartFailure(cause: unknown): DisplayMessage {
  const usageText =
    errorField(cause, 'name') === 'StytchSDKUsageError' ? errorField(cause, 'message') : undefined;
  return usageText ? plainText(usageText) : describeError(cause);
}
