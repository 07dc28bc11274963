import type { Context } from 'hono';
import type { Project } from '../store/project';
import type { EmulatorStore } from '../store/store';

/**
 * What every request handler can read from its context; `backendProject` once a backend API call's
 * credentials named its project.
 */
export type EmulatorEnv = { Variables: { store: EmulatorStore; backendProject?: Project } };

export type EmulatorContext = Context<EmulatorEnv>;
