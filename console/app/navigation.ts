import { useEffect, useState } from 'react';
import { type ConsoleRoute, isFragmentAddress, parseLocation, routeHref } from './routes';
import { routeReady } from './view-registry';

/** Whether a click on a link is the console's own navigation (not a new tab, a download, another site). */
function consoleLinkOf(event: MouseEvent): HTMLAnchorElement | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return undefined;
  if (link.origin !== location.origin) return undefined;
  return link.pathname === '/' || link.pathname.startsWith('/p/') ? link : undefined;
}

/** Shows the page `route` names and puts its address in the history, without loading the page again. */
export function navigate(route: ConsoleRoute): void {
  history.pushState(null, '', routeHref(route));
  dispatchEvent(new PopStateEvent('popstate'));
}

/**
 * The page the address names, kept in step with it: the console's links change the address in
 * place (no page load), Back and Forward move through it, and an earlier `#/p/…` address is
 * rewritten to its path. The view chosen replaces the shown one once its code is there, never a
 * loading line between them, so the focus moves to a view whose controls are already drawn; when
 * the address changes again while a view's code is on its way, the later address wins.
 */
export function useRoute(whenReady: (route: ConsoleRoute) => Promise<void> = routeReady): ConsoleRoute {
  const [route, setRoute] = useState(() => parseLocation(location));
  useEffect(() => {
    let latest = 0;
    let isListening = true;
    const show = () => {
      const shown = parseLocation(location);
      if (isFragmentAddress(location.hash)) history.replaceState(null, '', routeHref(shown));
      const change = ++latest;
      void whenReady(shown).then(() => {
        if (isListening && change === latest) setRoute(shown);
      });
    };
    if (isFragmentAddress(location.hash)) history.replaceState(null, '', routeHref(parseLocation(location)));
    const onClick = (event: MouseEvent) => {
      const link = consoleLinkOf(event);
      if (!link) return;
      event.preventDefault();
      if (link.pathname + link.search !== location.pathname + location.search) {
        history.pushState(null, '', link.href);
      }
      show();
    };
    addEventListener('popstate', show);
    // A `#/p/…` address typed into the bar of an open console.
    addEventListener('hashchange', show);
    document.addEventListener('click', onClick);
    return () => {
      isListening = false;
      removeEventListener('popstate', show);
      removeEventListener('hashchange', show);
      document.removeEventListener('click', onClick);
    };
  }, [whenReady]);
  return route;
}
