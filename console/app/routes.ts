/**
 * The console's pages, each with its address: `/` the projects, `/p/<public token>/<view>` a view of
 * one. Paths, so the emulator sees which view a page load is for and hands the page its data; the
 * earlier `#/p/…` addresses still open the same view.
 */
export const PROJECT_VIEWS = [
  { id: 'inbox', label: 'Inbox' },
  { id: 'users', label: 'Users' },
  { id: 'sessions', label: 'Sessions' },
  { id: 'clock', label: 'Clock' },
  { id: 'faults', label: 'Faults' },
  { id: 'settings', label: 'Settings' },
  { id: 'oauth', label: 'OAuth' },
  { id: 'apps', label: 'Connected apps' },
  { id: 'access', label: 'Access' },
  { id: 'requests', label: 'Requests' },
] as const;

export type ProjectViewId = (typeof PROJECT_VIEWS)[number]['id'];

export type ConsoleRoute =
  | { kind: 'projects'; problem?: string }
  | { kind: 'project'; publicToken: string; view: ProjectViewId };

/** What the emulator takes as a public token (any other it refuses as `project_not_found`). */
export function isPublicToken(text: string): boolean {
  return /^public-token-(test|live)-[A-Za-z0-9._~-]{1,200}$/.test(text);
}

function isViewId(text: string): text is ProjectViewId {
  return PROJECT_VIEWS.some((view) => view.id === text);
}

/** The page a path below the console names (`p/<token>/<view>`, no leading slash). */
function routeOfPath(path: string): ConsoleRoute {
  const parts = path.split('/');
  if (parts[0] !== 'p' || parts[1] === undefined || parts[1] === '') return { kind: 'projects' };
  let publicToken: string;
  try {
    publicToken = decodeURIComponent(parts[1]);
  } catch {
    return { kind: 'projects', problem: 'That address names no project.' };
  }
  if (!isPublicToken(publicToken)) {
    return {
      kind: 'projects',
      problem: `${publicToken} is not a public token (public-token-test-… or public-token-live-…).`,
    };
  }
  const view = parts[2] || 'inbox';
  return { kind: 'project', publicToken, view: isViewId(view) ? view : 'inbox' };
}

/**
 * The page an earlier address (`#/p/<token>/<view>`) names. The address only chooses what to show:
 * nothing in it acts, so a link from another site can open the console but never make it do anything.
 */
export function parseRoute(hash: string): ConsoleRoute {
  // Anything after a `?` is not part of the address: it is ignored, never acted on.
  const [path = ''] = hash.replace(/^#\/?/, '').split('?');
  return routeOfPath(path);
}

/** Whether an address is one of the earlier ones, in its fragment. */
export function isFragmentAddress(hash: string): boolean {
  return hash.startsWith('#/');
}

/**
 * The page a location names: its path (a query is not part of it, and never acted on), or an
 * earlier address in its fragment.
 */
export function parseLocation(where: Pick<Location, 'pathname' | 'hash'>): ConsoleRoute {
  if (isFragmentAddress(where.hash)) return parseRoute(where.hash);
  return routeOfPath(where.pathname.replace(/^\//, ''));
}

export function routeHref(route: ConsoleRoute): string {
  return route.kind === 'projects' ? '/' : `/p/${encodeURIComponent(route.publicToken)}/${route.view}`;
}
