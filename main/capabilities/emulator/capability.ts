import { controlPort } from '../../../console/port/control-port';
import { PORT_METHODS } from '../../../console/port/project-port';
import { watchProject } from '../../../console/port/watch-project';
import { type EmulatorApi, emulatorContract, emulatorMethodName } from '../../../contracts/emulator';
import type { Capability } from '../capability';
import { emulatorArguments } from './port-arguments';

/**
 * The emulator's views' port for the renderer: the console's own control-API implementation, for
 * the project each call names, and the live change feed of the project the page watches.
 */
export const emulatorCapability: Capability<typeof emulatorContract> = {
  contract: emulatorContract,
  args: emulatorArguments,
  start({ emulatorControl }, push) {
    const portOf = (publicToken: string) => controlPort(emulatorControl(publicToken));
    const portMethods = Object.fromEntries(
      PORT_METHODS.map((method) => [
        emulatorMethodName(method),
        (publicToken: string, ...args: unknown[]) =>
          (portOf(publicToken)[method] as (...args: unknown[]) => Promise<unknown>)(...args),
      ]),
    ) as Omit<EmulatorApi, 'watchProject'>;
    let stopWatching = () => {};
    return {
      handlers: {
        ...portMethods,
        async watchProject(publicToken) {
          stopWatching();
          stopWatching = watchProject(emulatorControl(publicToken), (change) =>
            push('emulatorChanged', { publicToken, kind: change.kind, at: Date.now(), change }),
          );
        },
      },
      dispose: () => stopWatching(),
    };
  },
};
