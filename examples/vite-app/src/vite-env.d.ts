/// <reference types="vite/client" />

// What `foyerEmulator()` (vite.config.ts) hands the page from the environment `foyer-emulator exec` sets.
interface ImportMetaEnv {
  /** The emulator's plain-HTTP address; unset outside `exec`, where the client reaches the hosted provider. */
  readonly FOYER_EMULATOR_URL?: string;
  readonly STYTCH_PUBLIC_TOKEN: string;
}
