import type { Context } from 'hono';
import type { Project } from '../store/project';
import type { EmulatorStore } from '../store/store';

/**
 * What every request handler can read from its context; `backendProject` once a backend API call's
 * credentials named its project; `sandboxValue` once one of the provider's sandbox values answered it.
 */
export type EmulatorEnv = {
  Variables: { store: EmulatorStore; backendProject?: Project; sandboxValue?: string };
};

export type EmulatorContext = Context<EmulatorEnv>;
