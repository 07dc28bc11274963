import type { OTPMethod } from '../state/otp';
import type { OAuthProviderType } from './oauth-provider-types';

export { OAUTH_PROVIDER_TYPES, type OAuthProviderType } from './oauth-provider-types';

export const PRODUCT_NAMES = ['emailMagicLinks', 'otp', 'passwords', 'passkeys', 'oauth', 'crypto'] as const;
/** A sign-in method a project can turn on; the order in `products` is the order on Main. */
export type ProductName = (typeof PRODUCT_NAMES)[number];

export type EmailMagicLinksOptions = {
  loginRedirectURL?: string;
  loginExpirationMinutes?: number;
  signupRedirectURL?: string;
  signupExpirationMinutes?: number;
  loginTemplateId?: string;
  signupTemplateId?: string;
  createUserAsPending?: boolean;
  /** The domain the email is sent from, when the project sends from several. */
  domainHint?: string;
};

export type OTPOptions = {
  methods: OTPMethod[];
  expirationMinutes?: number;
  loginTemplateId?: string;
  signupTemplateId?: string;
};

export type PasswordOptions = {
  loginRedirectURL?: string;
  loginExpirationMinutes?: number;
  resetPasswordRedirectURL?: string;
  resetPasswordExpirationMinutes?: number;
  resetPasswordTemplateId?: string;
};

export type SessionOptions = { sessionDurationMinutes?: number };

export type OneTapPosition =
  | 'embedded'
  | 'floating'
  | 'embeddedOnly'
  | 'floatingOrEmbedded'
  | 'forceLegacyEmbedded';

export type OAuthProviderConfig = {
  type: OAuthProviderType;
  one_tap?: boolean;
  position?: OneTapPosition;
  custom_scopes?: string[];
  provider_params?: Record<string, string>;
  cancel_on_tap_outside?: boolean;
};

export type OAuthOptions = {
  providers: OAuthProviderConfig[];
  loginRedirectURL?: string;
  signupRedirectURL?: string;
};

/** What a host passes as `config`. Everything is optional; `resolveConfig` fills the defaults. */
export type WidgetConfig = {
  products?: ProductName[];
  emailMagicLinksOptions?: EmailMagicLinksOptions;
  otpOptions?: OTPOptions;
  passwordOptions?: PasswordOptions;
  sessionOptions?: SessionOptions;
  oauthOptions?: OAuthOptions;
  /** Render inside a shadow root; style it through CSS variables and `::part()`. */
  enableShadowDOM?: boolean;
};
