import type { ControlClient } from '@foyer/emulator';
import { readOrCreateClientSecret } from '../../../demo-app/client-secret';
import { type DemoAppEndpoints, demoAppEndpoints } from '../../../demo-app/endpoints';
import { prepareDemoProject } from '../../../demo-app/registration';

/** What the privileged side knows of the running demo app: its URLs, and how to ready a project for it. */
export type DemoAppLink = {
  endpoints: DemoAppEndpoints;
  prepareProject(publicToken: string): Promise<void>;
};

/**
 * The link for a process other than the demo app's own (Electron's main process): the same
 * registration, from the demo app's origin and the secret it keeps in the testbed's data folder.
 */
export function linkToDemoApp(options: {
  origin: string;
  clientSecretFile: string;
  idpPageUrl: string;
  controlFor: (publicToken: string) => ControlClient;
}): DemoAppLink {
  const endpoints = demoAppEndpoints(options.origin);
  return {
    endpoints,
    async prepareProject(publicToken) {
      await prepareDemoProject(options.controlFor(publicToken), {
        endpoints,
        clientSecret: await readOrCreateClientSecret(options.clientSecretFile),
        idpPageUrl: options.idpPageUrl,
      });
    },
  };
}
