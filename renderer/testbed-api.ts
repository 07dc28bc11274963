import type { TestbedApi } from '../preload/api';

declare global {
  interface Window {
    /** Installed by the Electron preload, or by the Chromium-mode bridge before any page script runs. */
    testbed?: TestbedApi;
  }
}

/** The privileged API, or null when the page was opened without either bridge (e.g. a plain browser tab). */
export function findTestbedApi(): TestbedApi | null {
  return window.testbed ?? null;
}
