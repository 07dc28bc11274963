import type { Context } from 'hono';
import type { EmulatorStore, Project } from '../emulator-store';

/**
 * What every request handler can read from its context; `backendProject` once a backend API call's
 * credentials named its project; `sandboxValue` once one of the provider's sandbox values answered it;
 * `refusalDetail` once the request was refused, the emulator's own account of why, for the request log.
 */
export type EmulatorEnv = {
  Variables: {
    store: EmulatorStore;
    backendProject?: Project;
    sandboxValue?: string;
    refusalDetail?: string;
  };
};

export type EmulatorContext = Context<EmulatorEnv>;
