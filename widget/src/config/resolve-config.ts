import type {
  EmailMagicLinksOptions,
  OAuthOptions,
  OTPOptions,
  PasswordOptions,
  ProductName,
  WidgetConfig,
} from './types';

export const DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES = 30;
export const DEFAULT_SESSION_DURATION_MINUTES = 30;
export const DEFAULT_OTP_EXPIRATION_MINUTES = 5;

/** The config with every default applied, so screens never repeat fallbacks. */
export type ResolvedConfig = {
  products: readonly ProductName[];
  emailMagicLinksOptions: EmailMagicLinksOptions & {
    loginExpirationMinutes: number;
    signupExpirationMinutes: number;
  };
  otpOptions: OTPOptions & { expirationMinutes: number };
  passwordOptions: PasswordOptions;
  sessionOptions: { sessionDurationMinutes: number };
  oauthOptions: OAuthOptions;
  enableShadowDOM: boolean;
};

export function resolveConfig(config: WidgetConfig = {}): ResolvedConfig {
  return {
    products: config.products ?? ['emailMagicLinks'],
    emailMagicLinksOptions: {
      ...config.emailMagicLinksOptions,
      loginExpirationMinutes:
        config.emailMagicLinksOptions?.loginExpirationMinutes ?? DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES,
      signupExpirationMinutes:
        config.emailMagicLinksOptions?.signupExpirationMinutes ?? DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES,
    },
    otpOptions: {
      // Spread first: a JavaScript host may pass `methods: undefined`, which must not beat the default.
      ...config.otpOptions,
      methods: config.otpOptions?.methods ?? [],
      expirationMinutes: config.otpOptions?.expirationMinutes ?? DEFAULT_OTP_EXPIRATION_MINUTES,
    },
    passwordOptions: config.passwordOptions ?? {},
    sessionOptions: {
      sessionDurationMinutes:
        config.sessionOptions?.sessionDurationMinutes ?? DEFAULT_SESSION_DURATION_MINUTES,
    },
    oauthOptions: { ...config.oauthOptions, providers: config.oauthOptions?.providers ?? [] },
    enableShadowDOM: config.enableShadowDOM ?? false,
  };
}

export function hasProduct(config: ResolvedConfig, product: ProductName): boolean {
  return config.products.includes(product);
}

/** What a widget mounted with no config runs with: every default, for hosts and tools to show. */
export const DEFAULT_CONFIG: Readonly<ResolvedConfig> = Object.freeze(resolveConfig());
