import type { MagicLinksLoginOrCreateOptions } from '@stytch/vanilla-js/headless';
import type { ResolvedConfig } from '../config/resolve-config';
import { setMagicLinkEmail } from '../state/magic-links';
import { goTo } from '../state/navigation';
import type { FlowContext } from './flow-context';
import { templateLocale } from './template-locale';

/**
 * The client's link options from the widget config. `create_user_as_pending` is not in the client's
 * option type but the client forwards every option it is given to the API.
 */
export function magicLinkOptions(
  config: ResolvedConfig,
  locale: string,
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
    locale: templateLocale(locale),
  };
}

/**
 * Sends a login-or-sign-up link and moves to EmailConfirmation: Main's magic-link tab and the password
 * flow's "Login without a password". An aborted `signal` (the form is gone: the user switched tabs or
 * the host unmounted) keeps a late answer from navigating.
 */
export async function sendLoginLink(widget: FlowContext, email: string, signal?: AbortSignal): Promise<void> {
  const { client, store, config, translator, emit } = widget;
  await client.magicLinks.email.loginOrCreate(email, magicLinkOptions(config, translator.locale));
  if (signal?.aborted) return;
  setMagicLinkEmail(store, email);
  emit({ type: 'email_sent', data: { email, type: 'login_or_create_eml' } });
  goTo(store, 'EmailConfirmation');
}
