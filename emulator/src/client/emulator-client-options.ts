/**
 * `@foyer/emulator/client`: the provider client's options for the emulator. They live in their own
 * package, `@foyer/emulator-client`, so that a page (and a host's production install) needs neither
 * the emulator nor its server dependencies; this entry keeps the name hosts already import.
 */
export * from '@foyer/emulator-client';
