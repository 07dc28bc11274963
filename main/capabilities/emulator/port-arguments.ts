import { OAUTH_PROVIDERS } from '@foyer/emulator/control';
import { z } from 'zod';
import type { ApiOf } from '../../../contracts/capability-contract';
import type { emulatorContract } from '../../../contracts/emulator';
import type { ArgumentSchemas } from '../capability';
import { publicTokenSchema } from '../public-token';

// What the renderer may pass each method of the emulator's port. The renderer runs a third-party
// widget and page content, so every call is parsed here first: ids and texts bounded, shapes known.
// What a value means (a setting, a new user's email, a fault's error type) the control API checks,
// and its refusal names the field; repeating its rules here would let the two drift apart.

const token = z.tuple([publicTokenSchema]);
const id = z.string().min(1).max(200);
const text = z.string().max(2000);
const list = z.array(z.string().max(2000)).max(200);
/** A JSON object from a form: bounded by its size when written out, not by its shape. */
const jsonObject = z
  .record(z.string(), z.unknown())
  .refine((value) => JSON.stringify(value).length <= 64_000, 'larger than 64 kB');

const name = z.strictObject({
  first_name: text.optional(),
  middle_name: text.optional(),
  last_name: text.optional(),
});

const seedUser = z.strictObject({
  email: text.optional(),
  emailVerified: z.boolean().optional(),
  phoneNumber: text.optional(),
  password: text.optional(),
  passwordRequiresReset: z.boolean().optional(),
  name: name.optional(),
  trustedMetadata: jsonObject.optional(),
  untrustedMetadata: jsonObject.optional(),
  roles: list.optional(),
});

const userEdit = z.strictObject({
  name: name.optional(),
  trustedMetadata: jsonObject.optional(),
  untrustedMetadata: jsonObject.optional(),
  roles: list.optional(),
  emails: list.optional(),
  phoneNumbers: list.optional(),
});

const faultTarget = {
  endpoint: z.string().trim().min(1).max(300),
  count: z.number().int().min(1).max(1000).optional(),
};
const fault = z.union([
  z.strictObject({
    ...faultTarget,
    errorType: z.string().min(1).max(100),
    status: z.number().int().min(400).max(599).optional(),
    latencyMs: z.number().int().min(0).max(120_000).optional(),
  }),
  z.strictObject({ ...faultTarget, latencyMs: z.number().int().min(0).max(120_000) }),
]);

// Forward only, and at most a year a move: the emulator refuses more than a decade.
const advanceMs = z
  .number()
  .int()
  .min(1)
  .max(365 * 24 * 60 * 60_000);

const provider = z.enum(OAUTH_PROVIDERS);
const oauthAnswer = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('known'), subject: id }),
  z.strictObject({
    kind: z.literal('new'),
    identity: z.strictObject({
      name: z.string().trim().min(1).max(200),
      email: z.union([z.literal(''), z.email().max(254)]),
      emailVerified: z.boolean(),
    }),
  }),
  z.strictObject({ kind: z.literal('cancel') }),
]);

const connectedApp = jsonObject;

/** Which page of a list: the cursor a page answered, a size the control API allows, a search. */
const page = z.tuple([
  publicTokenSchema,
  z
    .strictObject({
      cursor: z.string().min(1).max(2000).optional(),
      limit: z.number().int().min(1).max(1000).optional(),
      query: text.optional(),
    })
    .optional(),
]);

type EmulatorArguments = ArgumentSchemas<ApiOf<typeof emulatorContract>>;

/**
 * The schemas, typed as the port's parameters. Where the port takes the control API's own shapes
 * (settings, a connected app, a fault's error type) the schema checks the envelope and the cast
 * says so: the emulator validates the contents and answers with what is wrong.
 */
export const emulatorArguments = {
  emulatorMessagesPage: page,
  emulatorClearMessages: token,
  emulatorUsersPage: page,
  emulatorUser: z.tuple([publicTokenSchema, id]),
  emulatorUserFactors: z.tuple([publicTokenSchema, id]),
  emulatorSeedUser: z.tuple([publicTokenSchema, seedUser]),
  emulatorUpdateUser: z.tuple([publicTokenSchema, id, userEdit]),
  emulatorDeleteUser: z.tuple([publicTokenSchema, id]),
  emulatorUnlockUser: z.tuple([publicTokenSchema, id]),
  emulatorSessionsPage: page,
  emulatorRevokeSession: z.tuple([publicTokenSchema, id]),
  emulatorFaults: token,
  emulatorInjectFault: z.tuple([
    publicTokenSchema,
    fault,
  ]) as unknown as EmulatorArguments['emulatorInjectFault'],
  emulatorClearFaults: token,
  emulatorClock: token,
  emulatorAdvanceClock: z.tuple([publicTokenSchema, advanceMs]),
  emulatorAdvanceClockToExpiry: token,
  emulatorResetClock: token,
  emulatorSettings: token,
  emulatorUpdateSettings: z.tuple([
    publicTokenSchema,
    jsonObject,
  ]) as unknown as EmulatorArguments['emulatorUpdateSettings'],
  emulatorOauthIdentities: token,
  emulatorOauthPreAnswers: token,
  emulatorPreAnswerOAuth: z.tuple([publicTokenSchema, provider, oauthAnswer]),
  emulatorClearOAuthPreAnswers: token,
  emulatorConnectedApps: token,
  emulatorUpsertConnectedApp: z.tuple([
    publicTokenSchema,
    connectedApp,
  ]) as unknown as EmulatorArguments['emulatorUpsertConnectedApp'],
  emulatorDeleteConnectedApp: z.tuple([publicTokenSchema, id]),
  emulatorUserGrants: token,
  emulatorUserGrantsOf: z.tuple([publicTokenSchema, id]),
  emulatorRevokeUserConnectedApp: z.tuple([publicTokenSchema, id, id]),
  emulatorCredentials: token,
  emulatorRequestsPage: page,
  emulatorResetProject: token,
  watchProject: token,
} satisfies EmulatorArguments;
