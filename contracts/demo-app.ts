import type { DemoAppEndpoints } from '../demo-app/endpoints';
import type { CapabilityContract } from './capability-contract';

/** The demo third-party app's client and pages, for the Mount panel's identity-provider presets. */
export type DemoAppInfo = DemoAppEndpoints;

export type DemoAppApi = {
  /**
   * The demo app's client, registered in this project first (so a preset works in a project the
   * demo app has not seen yet); null when the testbed runs without the demo app.
   */
  demoApp(publicToken: string): Promise<DemoAppInfo | null>;
};

export const demoAppContract: CapabilityContract<DemoAppApi, Record<never, never>> = {
  methods: { demoApp: 'testbed:demo-app:info' },
  events: {},
};
