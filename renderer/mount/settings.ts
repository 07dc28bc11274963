import type { MountSettings } from '../../preload/api';

export function freshPublicToken(): string {
  return `public-token-test-${crypto.randomUUID()}`;
}

/** What a first start mounts: the login widget with email magic links, on a new project. */
export function defaultMountSettings(publicToken = freshPublicToken()): MountSettings {
  return {
    mode: 'login',
    passwordResetToken: '',
    identityProviderParams: 'client_id=testbed-client&redirect_uri=http%3A%2F%2Flocalhost%2Fcallback',
    config: { products: ['emailMagicLinks'] },
    styles: {},
    strings: {},
    locale: 'en',
    shadowDom: false,
    hostCsp: 'strict',
    publicToken,
  };
}

/**
 * The config handed to the widget: redirect URLs the developer left empty point back at this
 * testbed, so links from the inbox and OAuth providers' redirects open here whatever port the
 * testbed got.
 */
export function configWithTestbedRedirects(
  config: Record<string, unknown>,
  origin: string,
): Record<string, unknown> {
  const here = `${origin}/`;
  const magicLinks = asObject(config.emailMagicLinksOptions);
  const passwords = asObject(config.passwordOptions);
  const withRedirects: Record<string, unknown> = {
    ...config,
    emailMagicLinksOptions: { loginRedirectURL: here, signupRedirectURL: here, ...magicLinks },
    passwordOptions: { loginRedirectURL: here, resetPasswordRedirectURL: here, ...passwords },
  };
  // Only where OAuth is configured: options with no providers would be a config mistake of their own.
  if (config.oauthOptions !== undefined) {
    const oauth = asObject(config.oauthOptions);
    withRedirects.oauthOptions = { loginRedirectURL: here, signupRedirectURL: here, ...oauth };
  }
  return withRedirects;
}

function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
