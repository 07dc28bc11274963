import { z } from 'zod';
import { cookiesContract } from '../../../contracts/cookies';
import type { Capability } from '../capability';
import { createCookieCapability } from './cdp-cookies';

const cookieKey = z.object({ name: z.string(), domain: z.string(), path: z.string() });

/** The page's cookie jar over CDP, with every change pushed as it happens. */
export const cookiesCapability: Capability<typeof cookiesContract> = {
  contract: cookiesContract,
  args: {
    listCookies: z.tuple([]),
    deleteCookie: z.tuple([cookieKey]),
    deleteAllCookies: z.tuple([]),
  },
  start({ cdp, pageUrl, cookieChanges }, push) {
    const cookies = createCookieCapability({ transport: cdp, pageUrl, changes: cookieChanges });
    const stop = cookies.subscribe((change) => push('cookieChanged', change));
    return {
      handlers: {
        listCookies: () => cookies.list(),
        deleteCookie: (key) => cookies.remove(key),
        deleteAllCookies: () => cookies.removeAll(),
      },
      dispose: stop,
    };
  },
};
