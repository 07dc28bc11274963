// A worker thread does not inherit the TypeScript loader the emulator's own thread may have been
// given (`register()` in bin/foyer-emulator.js, vitest, Playwright), so it registers tsx itself
// before loading its TypeScript source. Under the tsx command line this adds a second, harmless loader.
import { register } from 'tsx/esm/api';

register();
await import('./password-worker.ts');
