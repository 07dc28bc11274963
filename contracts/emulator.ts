import { PORT_METHODS, type PortMethod, type ProjectPort } from '../console/port/project-port';
import type { ProjectChange } from '../console/port/watch-project';
import type { CapabilityContract } from './capability-contract';

export type {
  ClockState,
  ConnectedApp,
  EmulatorSession,
  EmulatorUser,
  Fault,
  ListedMessage,
  ProjectSettings,
} from '@foyer/emulator/control';
export type * from '../console/port/project-port';

/** A port method as the testbed names it among every capability's: `usersPage` → `emulatorUsersPage`. */
export type EmulatorMethodName<Method extends PortMethod> = `emulator${Capitalize<Method>}`;

export function emulatorMethodName<Method extends PortMethod>(method: Method): EmulatorMethodName<Method> {
  return `emulator${method.charAt(0).toUpperCase()}${method.slice(1)}` as EmulatorMethodName<Method>;
}

/**
 * The emulator's views' port (console/port/project-port.ts) for any project: each method takes the
 * project's public token first. Main runs the console's own control-API implementation behind it.
 */
export type EmulatorApi = {
  [Method in PortMethod as EmulatorMethodName<Method>]: (
    publicToken: string,
    ...args: Parameters<ProjectPort[Method]>
  ) => ReturnType<ProjectPort[Method]>;
} & {
  /** Streams {@link EmulatorChange} events for one project; watching another stops the previous. */
  watchProject(publicToken: string): Promise<void>;
};

/**
 * Pushed whenever the watched project changes: a write, an answered request, a reconnection, with
 * what changed, for the views to apply in place.
 */
export type EmulatorChange = {
  publicToken: string;
  kind: ProjectChange['kind'];
  at: number;
  change: ProjectChange;
};

export type EmulatorEvents = { emulatorChanged: EmulatorChange };

const portChannels = Object.fromEntries(
  PORT_METHODS.map((method) => [emulatorMethodName(method), `testbed:emulator:${method}`]),
) as { [Method in PortMethod as EmulatorMethodName<Method>]: string };

export const emulatorContract: CapabilityContract<EmulatorApi, EmulatorEvents> = {
  methods: { ...portChannels, watchProject: 'testbed:emulator:watch' },
  events: { emulatorChanged: 'testbed:event:emulator-changed' },
};
