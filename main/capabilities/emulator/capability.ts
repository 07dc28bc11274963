import { z } from 'zod';
import { emulatorContract } from '../../../contracts/emulator';
import { OAUTH_PROVIDER_TYPES } from '../../../widget/src/config/oauth-provider-types';
import type { Capability } from '../capability';
import { publicTokenSchema } from '../public-token';
import { createConnectedAppsControl } from './connected-apps-control';
import { createEmulatorControl } from './emulator-control';
import { createOAuthControl } from './oauth-control';
import { createProjectAccessControl } from './project-access-control';

const token = z.tuple([publicTokenSchema]);
const userId = z.string().min(1).max(200);
const faultRequest = z.object({
  endpoint: z.string().trim().min(1).max(300),
  count: z.number().int().min(1).max(1000),
  error: z
    .object({ type: z.string().trim().min(1).max(100), status: z.number().int().min(400).max(599) })
    .nullable(),
  latencyMs: z.number().int().min(0).max(120_000),
});
// Forward only, and at most a year a move: the emulator refuses more than a decade.
const advanceMs = z
  .number()
  .int()
  .min(1)
  .max(365 * 24 * 60 * 60_000);

const provider = z.enum(OAUTH_PROVIDER_TYPES);
const oauthAnswer = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('known'), subject: z.string().min(1).max(200) }),
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

/** The emulator's control API for the project the page talks to, and its live change feed. */
export const emulatorCapability: Capability<typeof emulatorContract> = {
  contract: emulatorContract,
  args: {
    listMessages: token,
    clearMessages: token,
    listUsers: token,
    listSessions: token,
    deleteUser: z.tuple([publicTokenSchema, userId]),
    resetProject: token,
    listFaults: token,
    injectFault: z.tuple([publicTokenSchema, faultRequest]),
    clearFaults: token,
    clock: token,
    advanceClock: z.tuple([publicTokenSchema, advanceMs]),
    advanceClockToExpiry: token,
    oauthState: token,
    preAnswerOAuth: z.tuple([publicTokenSchema, provider, oauthAnswer]),
    clearOAuthPreAnswers: token,
    setOAuthProviderEnabled: z.tuple([publicTokenSchema, provider, z.boolean()]),
    setOAuthPkceRequired: z.tuple([publicTokenSchema, z.boolean()]),
    listConnectedApps: token,
    revokeConnectedApp: z.tuple([publicTokenSchema, userId, z.string().min(1).max(200)]),
    projectAccess: token,
    // Checked entry by entry by the emulator, which names the one it refuses.
    setAuthorizedOrigins: z.tuple([publicTokenSchema, z.array(z.string().trim().min(1).max(300)).max(100)]),
    watchProject: token,
  },
  start({ emulatorControl }, push) {
    const emulator = createEmulatorControl({ controlFor: emulatorControl });
    const oauth = createOAuthControl(emulatorControl);
    const connectedApps = createConnectedAppsControl(emulatorControl);
    const access = createProjectAccessControl(emulatorControl);
    return {
      handlers: {
        listMessages: (publicToken) => emulator.messages(publicToken),
        clearMessages: (publicToken) => emulator.clearMessages(publicToken),
        listUsers: (publicToken) => emulator.users(publicToken),
        listSessions: (publicToken) => emulator.sessions(publicToken),
        deleteUser: (publicToken, id) => emulator.deleteUser(publicToken, id),
        resetProject: (publicToken) => emulator.resetProject(publicToken),
        listFaults: (publicToken) => emulator.faults(publicToken),
        injectFault: (publicToken, fault) => emulator.injectFault(publicToken, fault),
        clearFaults: (publicToken) => emulator.clearFaults(publicToken),
        clock: (publicToken) => emulator.clock(publicToken),
        advanceClock: (publicToken, ms) => emulator.advanceClock(publicToken, ms),
        advanceClockToExpiry: (publicToken) => emulator.advanceClockToExpiry(publicToken),
        oauthState: (publicToken) => oauth.state(publicToken),
        preAnswerOAuth: (publicToken, id, answer) => oauth.preAnswer(publicToken, id, answer),
        clearOAuthPreAnswers: (publicToken) => oauth.clearPreAnswers(publicToken),
        setOAuthProviderEnabled: (publicToken, id, enabled) =>
          oauth.setProviderEnabled(publicToken, id, enabled),
        setOAuthPkceRequired: (publicToken, required) => oauth.setPkceRequired(publicToken, required),
        listConnectedApps: (publicToken) => connectedApps.list(publicToken),
        revokeConnectedApp: (publicToken, id, clientId) => connectedApps.revoke(publicToken, id, clientId),
        projectAccess: (publicToken) => access.read(publicToken),
        setAuthorizedOrigins: (publicToken, origins) => access.setAuthorizedOrigins(publicToken, origins),
        watchProject: async (publicToken) => {
          emulator.watch(publicToken, (change) => push('emulatorChanged', change));
        },
      },
      dispose: () => emulator.stop(),
    };
  },
};
