import { z } from 'zod';
import type { Capability } from '../capability';
import { publicTokenSchema } from '../public-token';
import { emulatorContract } from './contract';
import { createEmulatorControl } from './emulator-control';

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

/** The emulator's control API for the project the page talks to, and its live change feed. */
export const emulatorCapability: Capability<typeof emulatorContract> = {
  contract: emulatorContract,
  args: {
    listMessages: token,
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
    watchProject: token,
  },
  start({ emulatorControl }, push) {
    const emulator = createEmulatorControl({ controlFor: emulatorControl });
    return {
      handlers: {
        listMessages: (publicToken) => emulator.messages(publicToken),
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
        watchProject: async (publicToken) => {
          emulator.watch(publicToken, (change) => push('emulatorChanged', change));
        },
      },
      dispose: () => emulator.stop(),
    };
  },
};
