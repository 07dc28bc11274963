import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { InboxView } from '../views/InboxView';
import type { ConsoleRoute, ProjectViewId } from './routes';

/**
 * The inbox, the view the console opens on, is in the page's own bundle, so a page opened on it is
 * drawn in the task that runs the bundle: a chunk of its own, even one preloaded beside the bundle,
 * took a dynamic import's further round of tasks (some 35 ms of a cold load on a 2-core machine).
 */
const BUNDLED_VIEWS = { inbox: InboxView } as const;
type LazyViewId = Exclude<ProjectViewId, keyof typeof BUNDLED_VIEWS>;

/**
 * Every other view's code, a chunk of its own, so a page opened on one is not kept waiting by the
 * eight others, which follow once it has drawn.
 */
const VIEW_MODULES: Record<LazyViewId, () => Promise<{ default: ComponentType }>> = {
  users: () => import('../views/UsersView').then((m) => ({ default: m.UsersView })),
  sessions: () => import('../views/SessionsView').then((m) => ({ default: m.SessionsView })),
  clock: () => import('../views/ClockView').then((m) => ({ default: m.ClockView })),
  faults: () => import('../views/FaultsView').then((m) => ({ default: m.FaultsView })),
  settings: () => import('./SettingsPage').then((m) => ({ default: m.SettingsPage })),
  oauth: () => import('../views/OAuthView').then((m) => ({ default: m.OAuthView })),
  apps: () => import('../views/ConnectedAppsView').then((m) => ({ default: m.ConnectedAppsView })),
  access: () => import('../views/ProjectAccessView').then((m) => ({ default: m.ProjectAccessView })),
  requests: () => import('../views/RequestLogView').then((m) => ({ default: m.RequestLogView })),
};

const isBundled = (view: ProjectViewId): view is keyof typeof BUNDLED_VIEWS =>
  Object.hasOwn(BUNDLED_VIEWS, view);

/** Views whose code has arrived: drawn at once, never through the loading line. */
const loadedViews = new Map<ProjectViewId, ComponentType>(
  Object.entries(BUNDLED_VIEWS) as [ProjectViewId, ComponentType][],
);
const pendingViews = new Map<ProjectViewId, Promise<{ default: ComponentType }>>();

function loadView(view: ProjectViewId): Promise<{ default: ComponentType }> {
  if (isBundled(view)) return Promise.resolve({ default: BUNDLED_VIEWS[view] });
  let pending = pendingViews.get(view);
  if (!pending) {
    pending = VIEW_MODULES[view]().then((module) => {
      loadedViews.set(view, module.default);
      return module;
    });
    // A failed fetch is forgotten, so opening the view again tries again (and reports it there).
    pending.catch(() => pendingViews.delete(view));
    pendingViews.set(view, pending);
  }
  return pending;
}

/**
 * Starts fetching a view's code; settles once it is there (or failed, which the view reports when it
 * is drawn).
 */
export function preloadView(view: ProjectViewId): Promise<void> {
  return loadView(view).then(
    () => undefined,
    () => undefined,
  );
}

/** Settles once the page `route` names can be drawn at once: its view's code is there (or failed to come). */
export function routeReady(route: ConsoleRoute): Promise<void> {
  return route.kind === 'project' ? preloadView(route.view) : Promise.resolve();
}

let isRestFetched = false;

/**
 * Once the first view has drawn, fetches the others' code while the page is idle (a few kB each), so
 * a view chosen later draws at once, and the first view's own reads never wait behind them.
 */
function FetchOtherViews() {
  useEffect(() => {
    if (isRestFetched) return;
    isRestFetched = true;
    const fetchAll = () => {
      for (const view of Object.keys(VIEW_MODULES) as LazyViewId[]) void preloadView(view);
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(fetchAll, { timeout: 2_000 });
    else setTimeout(fetchAll, 500);
  }, []);
  return null;
}

// The component each view is drawn with, fixed the first time it is drawn: the loaded view itself
// where its code is there (no loading line), otherwise a lazy one. Fixed, so React never swaps one
// for the other under a mounted view, which would lose what was typed in it.
const viewComponents = new Map<ProjectViewId, ComponentType>();

function componentOf(view: ProjectViewId): ComponentType {
  let View = viewComponents.get(view);
  if (!View) {
    View = loadedViews.get(view) ?? lazy(() => loadView(view));
    viewComponents.set(view, View);
  }
  return View;
}

/** What shows while a view's code arrives: a line that says so, in the view's place. */
function ViewLoading() {
  return (
    <p className="panel muted" role="status">
      Loading the view…
    </p>
  );
}

/** Each page of a project, drawn by the view the testbed shows too. */
export function viewContent(view: ProjectViewId): ReactNode {
  const View = componentOf(view);
  return (
    <Suspense fallback={<ViewLoading />}>
      <View />
      <FetchOtherViews />
    </Suspense>
  );
}
