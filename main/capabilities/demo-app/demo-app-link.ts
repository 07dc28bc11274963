import { type DemoAppEndpoints, demoAppEndpoints } from '../../../demo-app/endpoints';
import { nameTestbedProject } from '../../../demo-app/testbed-link';

/**
 * What the privileged side knows of the running demo app: its URLs, and how to tell it which
 * project the testbed's page is on (it registers its client there and signs in to it). The demo
 * app itself fits this when it runs in the same process (the Chromium mode).
 */
export type DemoAppLink = {
  endpoints: DemoAppEndpoints;
  followProject(publicToken: string): Promise<void>;
};

/**
 * The link for a process other than the demo app's own (Electron's main process): the project is
 * named over HTTP with the link token `npm start` gave both processes.
 */
export function linkToDemoApp(options: { origin: string; linkToken: string }): DemoAppLink {
  return {
    endpoints: demoAppEndpoints(options.origin),
    followProject: (publicToken) => nameTestbedProject(options.origin, options.linkToken, publicToken),
  };
}
