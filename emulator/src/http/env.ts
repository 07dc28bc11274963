import type { Context } from 'hono';
import type { EmulatorStore } from '../store/store';

/** What every request handler can read from its context. */
export type EmulatorEnv = { Variables: { store: EmulatorStore } };

export type EmulatorContext = Context<EmulatorEnv>;
