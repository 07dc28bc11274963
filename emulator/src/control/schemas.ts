import { createPublicKey } from 'node:crypto';
import { z } from 'zod';
import { COLLECTION_NAMES, COLLECTIONS, type CollectionName } from '../collections';
import { authorizedOriginProblem } from '../http/authorized-origins';
import { PROVIDER_ERRORS, type ProviderErrorType } from '../http/error-types';
import { faultStatus } from '../http/fault-collections';
import { parseAllowListEntry } from '../http/redirect-allow-list';
import { messageChannel } from '../messages/message-collections';
import { OAUTH_PROVIDERS } from '../social-sign-in/providers';
import { upgradeCollection } from '../store/legacy-secrets';
import { isValidEmail, isValidPhoneNumber } from '../users/contact-formats';
import { findImportProblems } from './import-consistency';
import { importedSigningKey } from './imported-signing-key';
import { listQuerySchema } from './list-page';

const permission = z.object({ resource_id: z.string(), actions: z.array(z.string()) });

export const rbacPolicySchema = z.object({
  roles: z.array(
    z.object({ role_id: z.string(), description: z.string(), permissions: z.array(permission) }),
  ),
  resources: z.array(
    z.object({ resource_id: z.string(), description: z.string(), actions: z.array(z.string()) }),
  ),
  scopes: z.array(z.object({ scope: z.string(), description: z.string(), permissions: z.array(permission) })),
});

export const passwordPolicySchema = z.discriminatedUnion('policy', [
  z.object({ policy: z.literal('zxcvbn') }),
  z.object({
    policy: z.literal('luds'),
    min_length: z.number().int().min(1).max(256),
    min_complexity: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  }),
  z.object({ policy: z.literal('none') }),
]);

/** An entry is refused with the parser's reason, so the developer sees which one and why. */
const redirectAllowListEntry = z.string().superRefine((entry, ctx) => {
  const parsed = parseAllowListEntry(entry);
  if ('problem' in parsed) ctx.addIssue({ code: 'custom', message: `${entry} ${parsed.problem}` });
});

const authorizedOrigin = z.string().superRefine((entry, ctx) => {
  const problem = authorizedOriginProblem(entry);
  if (problem) ctx.addIssue({ code: 'custom', message: `${entry} ${problem}` });
});

/** A PEM the emulator can verify with, checked at the door so a typo fails here, not at the first attest. */
const publicKeyPem = z.string().refine((pem) => {
  try {
    return createPublicKey(pem).type === 'public';
  } catch {
    return false;
  }
}, 'expected a PEM public key (-----BEGIN PUBLIC KEY-----)');

export const trustedTokenProfileSchema = z.strictObject({
  profile_id: z.string().min(1),
  issuer: z.string().min(1),
  audience: z.string().min(1),
  public_key_pems: z.array(publicKeyPem).min(1),
  attribute_mapping: z
    .strictObject({ email: z.string().min(1), token_id: z.string().min(1) })
    .default({ email: 'email', token_id: 'jti' }),
  can_jit_provision: z.boolean().default(false),
});

/**
 * An RP id a browser accepts: a lowercase hostname without scheme or port. Browsers refuse IP
 * addresses (`../shared/reference/provider-contract.md` §13), so an all-numeric name is refused here
 * rather than at the first ceremony.
 */
const webauthnDomain = z
  .string()
  .regex(
    /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'expected a lowercase hostname such as localhost or app.example.com',
  )
  .refine((domain) => !/^[\d.]+$/.test(domain), 'an IP address cannot be a WebAuthn RP id');

/**
 * A project's own email sender, in the provider's `sender_information` parts: an address with no
 * spaces, and a display name a mail client shows as it is (no quotes, angle brackets or line breaks).
 */
const emailSenderSchema = z.strictObject({
  from_name: z
    .string()
    .max(255)
    .regex(
      /^[^"<>\p{Cc}]*$/u,
      'expected a display name without quotes, angle brackets or control characters',
    ),
  from_local_part: z
    .string()
    .regex(
      /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]{1,64}$/,
      'expected the part of an address before the @, such as login',
    ),
  from_domain: z
    .string()
    .regex(
      /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/,
      'expected a domain such as mail.example.com',
    ),
});

export const settingsSchema = z.strictObject({
  project_name: z.string().min(1),
  // Optional so exports from before it existed still import; the project fills in the default.
  email_sender: emailSenderSchema.nullable().optional(),
  disable_sdk_watermark: z.boolean(),
  email_domains: z.array(z.string()),
  password_policy: passwordPolicySchema,
  pkce_required_for_email_magic_links: z.boolean(),
  pkce_required_for_password_resets: z.boolean(),
  pkce_required_for_oauth: z.boolean(),
  rbac_policy: rbacPolicySchema,
  // Empty means none: flows that need a redirect and are given none then fail saying so.
  default_login_redirect_url: z.union([z.url(), z.literal('')]),
  default_signup_redirect_url: z.union([z.url(), z.literal('')]),
  redirect_urls: z.array(redirectAllowListEntry),
  // Optional so exports from before it existed still import; the project fills in the default.
  authorized_origins: z.array(authorizedOrigin).optional(),
  otp_expiration_minutes: z.number().int().min(1).max(1440),
  // Optional so exports from before the lockout existed still import; the project fills in defaults.
  password_lockout_threshold: z.number().int().min(0).max(1000).optional(),
  password_lockout_minutes: z.number().int().min(1).max(10_080).optional(), // at most a week
  trusted_token_profiles: z
    .array(trustedTokenProfileSchema)
    .refine((profiles) => new Set(profiles.map((p) => p.profile_id)).size === profiles.length, {
      message: 'each profile_id may appear once',
    })
    .optional(),
  webauthn_allowed_domains: z.array(webauthnDomain).optional(),
  webauthn_user_verification: z.enum(['preferred', 'required']).optional(),
  siwe_required_for_crypto_wallets: z.boolean().optional(),
  oauth_disabled_providers: z.array(z.enum(OAUTH_PROVIDERS)).optional(),
  google_client_id: z.string().min(1).max(255).optional(),
  // An http(s) page: relying parties send browsers there, and the widget on it reads their request.
  idp_authorization_url: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .nullable()
    .optional(),
});

/** A settings change: any subset of the settings; unknown keys are refused so typos do not pass silently. */
export const settingsPatchSchema = settingsSchema.partial();

export const seedUserSchema = z
  .strictObject({
    email: z.string().refine(isValidEmail, 'expected an email address such as ada@example.com').optional(),
    email_verified: z.boolean().default(true),
    phone_number: z
      .string()
      .refine(isValidPhoneNumber, 'expected an E.164 phone number such as +15555550100')
      .optional(),
    password: z.string().min(1).optional(),
    password_requires_reset: z.boolean().default(false),
    name: z
      .object({
        first_name: z.string().default(''),
        middle_name: z.string().default(''),
        last_name: z.string().default(''),
      })
      .optional(),
    trusted_metadata: z.record(z.string(), z.unknown()).default({}),
    untrusted_metadata: z.record(z.string(), z.unknown()).default({}),
    roles: z.array(z.string()).default([]),
  })
  .refine((input) => input.email !== undefined || input.phone_number !== undefined, {
    message: 'a seeded user needs an email or a phone_number',
    path: ['email'],
  })
  .refine((input) => input.password === undefined || input.email !== undefined, {
    message: 'a password needs an email to log in with',
    path: ['password'],
  });

export const impersonationTokenSchema = z.strictObject({
  user_id: z.string().min(1),
  impersonator_id: z.string().min(1).default('emulator-impersonator'),
  impersonator_email_address: z.email().default('impersonator@emulator.test'),
});

export const accessTokenSchema = z.strictObject({
  user_id: z.string().min(1),
  client_id: z.string().min(1).default('connected-app-test-emulator'),
  scopes: z.array(z.string().min(1)).default(['openid', 'full_access']),
  expires_in_minutes: z.number().int().min(1).max(1440).default(60),
});

const providerErrorType = z.enum(
  Object.keys(PROVIDER_ERRORS) as [ProviderErrorType, ...ProviderErrorType[]],
  {
    error: 'error_type must be one of the errors the provider sends (emulator/src/http/error-types.ts)',
  },
);

/**
 * A fault: an endpoint fails `count` times with one of the provider's errors, its status the one the
 * provider gives that error (a `status` may be sent, and must be that one), and/or answers late.
 */
export const faultSchema = z
  .strictObject({
    endpoint: z.string().min(1),
    count: z.number().int().min(1).default(1),
    error_type: providerErrorType.optional(),
    status: faultStatus.optional(),
    latency_ms: z.number().int().min(0).max(60_000).default(0),
  })
  .refine((fault) => fault.error_type !== undefined || fault.status === undefined, {
    message: 'a status needs its error_type',
    path: ['status'],
  })
  .refine(
    (fault) =>
      fault.error_type === undefined ||
      fault.status === undefined ||
      fault.status === PROVIDER_ERRORS[fault.error_type].status,
    {
      message: 'the provider answers this error_type with another status: leave status out',
      path: ['status'],
    },
  )
  .refine((fault) => fault.error_type !== undefined || fault.latency_ms > 0, {
    message: 'a fault needs an error (error_type) or latency_ms',
    path: ['error_type'],
  });

export const messagesQuerySchema = listQuerySchema.extend({
  to: z.string().min(1).optional(),
  channel: messageChannel.optional(),
  /** Words the subject contains, in any case. */
  subject: z.string().min(1).optional(),
});

/** Listings of one user's records (WebAuthn registrations, crypto wallets), or of every user's. */
export const userIdQuerySchema = z.object({ user_id: z.string().min(1).optional() });

/** Long polls wait at most this long, so a forgotten waiter never holds a connection for ever. */
const MAX_WAIT_MS = 60_000;

export const latestQuerySchema = z.object({
  to: z.string().min(1),
  channel: messageChannel.optional(),
  subject: z.string().min(1).optional(),
  timeout_ms: z.coerce.number().int().min(0).max(MAX_WAIT_MS).default(0),
});

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Each collection's records by key, checked with the schema its descriptor gives; a missing collection
 * is empty. An older emulator's export, with tokens and codes in plain, is first given their digests.
 */
const importedCollections = z.object(
  Object.fromEntries(
    COLLECTION_NAMES.map((name) => [
      name,
      z
        .preprocess(
          (records) => (isPlainObject(records) ? upgradeCollection(COLLECTIONS[name], records) : records),
          z.record(z.string(), COLLECTIONS[name].schema),
        )
        .default({}),
    ]),
  ) as {
    [K in CollectionName]: z.ZodDefault<
      z.ZodPipe<z.ZodTransform, z.ZodRecord<z.ZodString, (typeof COLLECTIONS)[K]['schema']>>
    >;
  },
);

export const projectImportSchema = z
  .object({
    project_id: z.string().min(1),
    created_at: z.string(),
    // Exports from before the allow-list existed lack it; the project fills in the default.
    settings: settingsSchema.extend({ redirect_urls: settingsSchema.shape.redirect_urls.optional() }),
    signing_key: importedSigningKey,
    collections: importedCollections,
  })
  .superRefine((project, ctx) => {
    for (const problem of findImportProblems(project.collections))
      ctx.addIssue({ code: 'custom', ...problem });
  });
