import type { AnyContract } from '../../contracts/capability-contract';
import type { CapabilityName, CONTRACTS, PushEvent, TestbedHandlers } from '../../preload/api';
import type { Capability, CapabilityDeps } from './capability';
import { cookiesCapability } from './cookies/capability';
import { demoAppCapability } from './demo-app/capability';
import { emulatorCapability } from './emulator/capability';
import { passkeysCapability } from './passkeys/capability';
import { presetsCapability } from './presets/capability';
import { walletsCapability } from './wallets/capability';

/**
 * Every capability, by the name its contract has in preload/api.ts. The type asks for one entry
 * per contract, so a contract added there without its capability here does not compile.
 */
export const CAPABILITIES: { readonly [Name in CapabilityName]: Capability<(typeof CONTRACTS)[Name]> } = {
  cookies: cookiesCapability,
  presets: presetsCapability,
  emulator: emulatorCapability,
  passkeys: passkeysCapability,
  wallets: walletsCapability,
  demoApp: demoAppCapability,
};

type AnyHandler = (...args: unknown[]) => Promise<unknown>;

/**
 * Starts every capability for one testbed window, the same way in Electron and in the Chromium
 * mode: one handler per contract method, each parsing its arguments before the capability sees
 * them (a refused argument is a rejected promise like any other failure). Events go out through
 * `push`; `dispose` stops the feeds and streams the capabilities keep open. Load the page once
 * `ready` settles, so its first script finds what the capabilities set up for it.
 */
export function createCapabilities(
  deps: CapabilityDeps,
  push: PushEvent,
): { handlers: TestbedHandlers; dispose(): void; ready: Promise<void> } {
  const handlers: Record<string, AnyHandler> = {};
  const disposers: Array<() => void> = [];
  const readiness: Promise<void>[] = [];
  for (const capability of Object.values(CAPABILITIES) as Capability<AnyContract>[]) {
    const started = capability.start(deps, push);
    if (started.dispose) disposers.push(started.dispose);
    if (started.ready) readiness.push(started.ready);
    const own = started.handlers as Record<string, AnyHandler>;
    const schemas = capability.args as Record<string, { parse(input: unknown): unknown[] }>;
    for (const method of Object.keys(capability.contract.methods)) {
      const [handle, schema] = [own[method], schemas[method]];
      if (!handle || !schema) throw new Error(`capability method ${method} has no handler or no schema`);
      handlers[method] = async (...args) => handle(...schema.parse(args));
    }
  }
  return {
    handlers: handlers as TestbedHandlers,
    ready: Promise.all(readiness).then(() => undefined),
    dispose() {
      for (const dispose of disposers) dispose();
    },
  };
}
