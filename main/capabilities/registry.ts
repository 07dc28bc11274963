import { z } from 'zod';
import type { PushEvent, TestbedHandlers } from '../../preload/api';
import type { CookieCapability } from './cookies';
import type { EmulatorControlCapability } from './emulator-control';
import type { PresetStore } from './presets';
import { publicTokenSchema } from './settings-schema';

/**
 * The capabilities one testbed window is served by. Later capabilities (passkeys over CDP
 * WebAuthn, injected test wallets) take a slot here and add their methods to `preload/api.ts`;
 * both bridges pick them up from the handler table built below.
 */
export type Capabilities = {
  cookies: CookieCapability;
  presets: PresetStore;
  emulator: EmulatorControlCapability;
};

// The renderer runs a third-party widget and page content: treat every argument as untrusted.
const cookieKey = z.object({ name: z.string(), domain: z.string(), path: z.string() });
const userId = z.string().min(1).max(200);
const faultRequest = z.object({
  endpoint: z.string().trim().min(1).max(300),
  count: z.number().int().min(1).max(1000),
  error: z
    .object({ type: z.string().trim().min(1).max(100), status: z.number().int().min(400).max(599) })
    .nullable(),
  latencyMs: z.number().int().min(0).max(120_000),
});

/**
 * The implementation of every invoke method, validated, over the given capabilities. Pushes
 * cookie changes as they happen; emulator changes for the project the renderer watches.
 */
export function createTestbedHandlers(
  capabilities: Capabilities,
  push: PushEvent,
): { handlers: TestbedHandlers; dispose(): void } {
  const { cookies, presets, emulator } = capabilities;
  const stopCookies = cookies.subscribe((change) => push('cookieChanged', change));

  // Async throughout, so a refused argument is a rejected promise like any other failure.
  const handlers: TestbedHandlers = {
    listCookies: async () => cookies.list(),
    deleteCookie: async (key) => cookies.remove(cookieKey.parse(key)),
    deleteAllCookies: async () => cookies.removeAll(),
    listPresets: async () => presets.list(),
    savePreset: async (name, settings) => presets.save(name, settings),
    deletePreset: async (name) => presets.remove(name),
    rememberCurrent: async (settings, presetName) => presets.rememberCurrent(settings, presetName),
    listMessages: async (token) => emulator.messages(publicTokenSchema.parse(token)),
    listUsers: async (token) => emulator.users(publicTokenSchema.parse(token)),
    listSessions: async (token) => emulator.sessions(publicTokenSchema.parse(token)),
    deleteUser: async (token, id) => emulator.deleteUser(publicTokenSchema.parse(token), userId.parse(id)),
    resetProject: async (token) => emulator.resetProject(publicTokenSchema.parse(token)),
    listFaults: async (token) => emulator.faults(publicTokenSchema.parse(token)),
    injectFault: async (token, fault) =>
      emulator.injectFault(publicTokenSchema.parse(token), faultRequest.parse(fault)),
    clearFaults: async (token) => emulator.clearFaults(publicTokenSchema.parse(token)),
    watchProject: async (token) => {
      emulator.watch(publicTokenSchema.parse(token), (change) => push('emulatorChanged', change));
    },
  };
  return {
    handlers,
    dispose() {
      stopCookies();
      emulator.stop();
    },
  };
}
