import { PORT_METHODS, type ProjectPort } from '../../console/port/project-port';
import { emulatorMethodName } from '../../contracts/emulator';
import type { TestbedApi } from '../../preload/api';

/** The views' port for one project over the testbed's bridge: each call names the project. */
export function testbedPort(api: TestbedApi, publicToken: string): ProjectPort {
  return Object.fromEntries(
    PORT_METHODS.map((method) => {
      const call = api[emulatorMethodName(method)] as (token: string, ...args: unknown[]) => Promise<unknown>;
      return [method, (...args: unknown[]) => call(publicToken, ...args)];
    }),
  ) as ProjectPort;
}
