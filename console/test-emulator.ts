import { startEmulator } from '@foyer/emulator';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The HTTP address of an emulator the console's tests share: each test uses projects of its own. */
    emulatorUrl: string;
  }
}

/**
 * Starts one emulator in vitest's own process for the view tests in happy-dom, whose transform
 * cannot load the emulator's server (its file URLs become page URLs there).
 */
export default async function startTestEmulator(project: TestProject): Promise<() => Promise<void>> {
  const emulator = await startEmulator({ httpPort: 0, httpsPort: 0 });
  project.provide('emulatorUrl', emulator.httpUrl);
  return () => emulator.close();
}
