import type { MagicLinksLoginOrCreateOptions } from '@stytch/vanilla-js/headless';
import type { ResolvedConfig } from '../../config/resolve-config';
import type { Locale } from '../../strings/catalog';

/**
 * The client's link options from the widget config. `create_user_as_pending` is not in the client's
 * option type but the client forwards every option it is given to the API.
 */
export function magicLinkOptions(
  config: ResolvedConfig,
  locale: Locale,
): MagicLinksLoginOrCreateOptions & { create_user_as_pending?: boolean } {
  const options = config.emailMagicLinksOptions;
  return {
    login_magic_link_url: options.loginRedirectURL,
    signup_magic_link_url: options.signupRedirectURL,
    login_expiration_minutes: options.loginExpirationMinutes,
    signup_expiration_minutes: options.signupExpirationMinutes,
    login_template_id: options.loginTemplateId,
    signup_template_id: options.signupTemplateId,
    create_user_as_pending: options.createUserAsPending,
    locale,
  };
}
