import { z } from 'zod';
import type {
  EmailMagicLinksOptions,
  OAuthOptions,
  OAuthProviderConfig,
  OTPOptions,
  PasswordOptions,
  SessionOptions,
  WidgetConfig,
} from '../types';
import { OAUTH_PROVIDER_TYPES, PRODUCT_NAMES } from '../types';
import type { SameType } from './same-type';

// Strict objects throughout: a key the widget does not read is a typo the host wants to hear about.
const minutes = z.number().int().positive();

export const emailMagicLinksOptionsSchema = z.strictObject({
  loginRedirectURL: z.string().optional(),
  loginExpirationMinutes: minutes.optional(),
  signupRedirectURL: z.string().optional(),
  signupExpirationMinutes: minutes.optional(),
  loginTemplateId: z.string().optional(),
  signupTemplateId: z.string().optional(),
  createUserAsPending: z.boolean().optional(),
  domainHint: z.string().optional(),
});

export const otpOptionsSchema = z.strictObject({
  methods: z.array(z.enum(['sms', 'whatsapp', 'email'])),
  expirationMinutes: minutes.optional(),
  loginTemplateId: z.string().optional(),
  signupTemplateId: z.string().optional(),
});

export const passwordOptionsSchema = z.strictObject({
  loginRedirectURL: z.string().optional(),
  loginExpirationMinutes: minutes.optional(),
  resetPasswordRedirectURL: z.string().optional(),
  resetPasswordExpirationMinutes: minutes.optional(),
  resetPasswordTemplateId: z.string().optional(),
});

export const sessionOptionsSchema = z.strictObject({ sessionDurationMinutes: minutes.optional() });

export const oauthProviderSchema = z.strictObject({
  type: z.enum(OAUTH_PROVIDER_TYPES),
  one_tap: z.boolean().optional(),
  position: z
    .enum(['embedded', 'floating', 'embeddedOnly', 'floatingOrEmbedded', 'forceLegacyEmbedded'])
    .optional(),
  custom_scopes: z.array(z.string()).optional(),
  provider_params: z.record(z.string(), z.string()).optional(),
  cancel_on_tap_outside: z.boolean().optional(),
});

export const oauthOptionsSchema = z.strictObject({
  providers: z.array(oauthProviderSchema),
  loginRedirectURL: z.string().optional(),
  signupRedirectURL: z.string().optional(),
});

/** The `config` option as the widget's `WidgetConfig` type describes it. */
export const widgetConfigSchema = z.strictObject({
  products: z.array(z.enum(PRODUCT_NAMES)).optional(),
  emailMagicLinksOptions: emailMagicLinksOptionsSchema.optional(),
  otpOptions: otpOptionsSchema.optional(),
  passwordOptions: passwordOptionsSchema.optional(),
  sessionOptions: sessionOptionsSchema.optional(),
  oauthOptions: oauthOptionsSchema.optional(),
  enableShadowDOM: z.boolean().optional(),
});

// Each schema describes exactly its exported type, both ways: a field added to one and not the
// other stops the build.
const _emailMagicLinks: SameType<z.infer<typeof emailMagicLinksOptionsSchema>, EmailMagicLinksOptions> = true;
const _otp: SameType<z.infer<typeof otpOptionsSchema>, OTPOptions> = true;
const _passwords: SameType<z.infer<typeof passwordOptionsSchema>, PasswordOptions> = true;
const _session: SameType<z.infer<typeof sessionOptionsSchema>, SessionOptions> = true;
const _provider: SameType<z.infer<typeof oauthProviderSchema>, OAuthProviderConfig> = true;
const _oauth: SameType<z.infer<typeof oauthOptionsSchema>, OAuthOptions> = true;
const _config: SameType<z.infer<typeof widgetConfigSchema>, WidgetConfig> = true;
