import type { WidgetCallbacks, WidgetError, WidgetEventType } from '../events';

/**
 * Where the page goes after an event, for hosts that cannot hand the widget a callback (a server
 * component's props reach the browser as data): `afterSignInUrl` once the user is signed in on this
 * page (passcode, password, passkey, wallet, a password reset), `afterDoneUrl` once the user is done
 * with creating passkeys, or skips it.
 */
export type PageRedirects = { afterSignInUrl?: string; afterDoneUrl?: string };

const EVENTS_OF: Readonly<Record<keyof PageRedirects, readonly WidgetEventType[]>> = {
  afterSignInUrl: ['authenticate-flow-complete'],
  afterDoneUrl: ['PasskeyDone', 'PasskeySkip'],
};

type Page = Pick<Location, 'href' | 'origin'>;

/**
 * The address a redirect leads to, or an error saying why it may not. Only this page's origin: a URL
 * that reached the props from a request (`?next=…`) must not take a signed-in user to another site,
 * and a `javascript:` URL must never run.
 */
export function sameOriginTarget(url: string, page: Page): URL {
  let target: URL;
  try {
    target = new URL(url, page.href);
  } catch {
    throw new TypeError(`"${url}" is neither a URL nor a path.`);
  }
  // Before the origins are compared: on a page of an opaque origin (a file, a sandboxed frame),
  // `location.origin` is "null", as is a `javascript:` or `data:` URL's.
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new TypeError(`"${url}" is not a web address: give a path such as /account.`);
  }
  if (target.origin !== page.origin) {
    throw new TypeError(
      `"${url}" leads away from this page's origin (${page.origin}): give a path such as /account.`,
    );
  }
  return target;
}

/** Each redirect that cannot be followed, as the error the host hears at mount. */
export function redirectProblems(redirects: PageRedirects, page: Page): WidgetError[] {
  return Object.entries(redirects).flatMap(([prop, url]) => {
    if (url === undefined) return [];
    try {
      sameOriginTarget(url, page);
      return [];
    } catch (cause) {
      return [{ message: `[foyer] ${prop}: ${(cause as Error).message}`, cause }];
    }
  });
}

/**
 * The host's callbacks with the redirects added: after the host's own `onEvent` has run, the page goes
 * where the event's redirect says. One that cannot be followed is skipped here (it was reported at
 * mount, see `redirectProblems`).
 */
export function withPageRedirects(
  callbacks: WidgetCallbacks | undefined,
  redirects: PageRedirects,
  page: () => Page & Pick<Location, 'assign'> = () => window.location,
): WidgetCallbacks | undefined {
  const redirectOf = (type: WidgetEventType) =>
    (Object.keys(EVENTS_OF) as (keyof PageRedirects)[])
      .filter((prop) => EVENTS_OF[prop].includes(type))
      .map((prop) => redirects[prop])
      .find((url) => url !== undefined);
  if (Object.values(redirects).every((url) => url === undefined)) return callbacks;
  return {
    ...callbacks,
    onEvent(event) {
      callbacks?.onEvent?.(event);
      const url = redirectOf(event.type);
      if (url === undefined) return;
      const location = page();
      try {
        location.assign(sameOriginTarget(url, location).href);
      } catch {
        // Reported at mount.
      }
    },
  };
}
