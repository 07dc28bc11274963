import { z } from 'zod';
import { demoAppContract } from '../../../contracts/demo-app';
import type { Capability } from '../capability';
import { publicTokenSchema } from '../public-token';

/**
 * The demo third-party app's client, registered in the page's project on request. Asking is also
 * how the page names its project to the demo app, which signs in to that project from then on.
 */
export const demoAppCapability: Capability<typeof demoAppContract> = {
  contract: demoAppContract,
  args: { demoApp: z.tuple([publicTokenSchema]) },
  start({ demoApp }) {
    return {
      handlers: {
        async demoApp(publicToken) {
          if (!demoApp) return null;
          await demoApp.followProject(publicToken);
          return demoApp.endpoints;
        },
      },
    };
  },
};
