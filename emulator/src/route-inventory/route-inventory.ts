import { relative, resolve } from 'node:path';
import { createApp } from '../app';
import { EmulatorStore } from '../emulator-store';
import { backendSdkRoutes, type Route, routeServes } from '../test-support/route-tables';
import { sourceFilesOf } from './function-files';
import { PROVIDER_NAMES, type ProviderName } from './provider-names';
import { apiOfPath, productOfPath, type RouteApi } from './route-groups';

/** One route the running app serves, and where a reader finds it. */
export type InventoryRow = Route & {
  api: RouteApi;
  product: string;
  /** The provider's name for it; undefined for the emulator's own APIs (control, console). */
  providerName: ProviderName | undefined;
  /** The file whose function answers it, relative to the emulator's folder. */
  file: string;
};

const EMULATOR_DIR = resolve(import.meta.dirname, '../..');

/**
 * Every route of the app `createApp` builds, in the order Hono matches them, read from the app
 * itself (`app.routes`), so the inventory cannot list a route the emulator does not serve or miss
 * one it does. `ALL` entries are the middleware `app.use` adds, not routes.
 */
export async function readRouteInventory(): Promise<InventoryRow[]> {
  const routes = createApp(EmulatorStore.inMemory()).routes.filter((route) => route.method !== 'ALL');
  const files = await sourceFilesOf(routes.map((route) => route.handler));
  const sdkRoutes = sdkRoutesServedOrNot().served;
  return routes.map(({ method, path }, index) => {
    const api = apiOfPath(path);
    return {
      method,
      path,
      api,
      product: productOfPath(path),
      providerName:
        api === 'control' || api === 'console'
          ? undefined
          : (PROVIDER_NAMES[`${method} ${path}`] ?? backendSdkName({ method, path }, sdkRoutes)),
      file: relative(EMULATOR_DIR, files[index] as string),
    };
  });
}

/**
 * SDK methods whose path has the shape of a served route, which refuses them as it refuses a path
 * it does not know: `DELETE /v1/users/<user_id>/external_id` reaches `/v1/users/:kind/:id`.
 */
const SHAPE_ONLY: readonly string[] = ['users.deleteExternalId'];

/** Each backend SDK method with its route, but those that reach a served route by shape only. */
function sdkRoutesServedOrNot(): { served: [string, Route][]; notServed: string[] } {
  const all = [...backendSdkRoutes()];
  return {
    served: all.filter(([name]) => !SHAPE_ONLY.includes(name)),
    notServed: all.filter(([name]) => SHAPE_ONLY.includes(name)).map(([name]) => name),
  };
}

/**
 * The backend SDK methods that call a route: those whose path has the route's shape exactly
 * (`/v1/users/:user_id` is `users.get`), else those a parameter of the route stands for
 * (`/v1/users/:kind/:id` is `users.deleteEmail`, `users.deletePhoneNumber`, ...). A method the SDK
 * also reaches through a cache (`sessions.policyCache.rbac.policy`) is named by its own path only.
 */
function backendSdkName(route: Route, sdkRoutes: [string, Route][]): ProviderName | undefined {
  const shape = (path: string) => path.replace(/:[^/]+/g, ':');
  const served = sdkRoutes.filter(([, sdkRoute]) => routeServes(route, sdkRoute));
  const exact = served.filter(([, sdkRoute]) => shape(sdkRoute.path) === shape(route.path));
  const names = (exact.length > 0 ? exact : served).map(([name]) => name);
  const own = names.filter((name) => !names.some((other) => name.endsWith(`.${other}`)));
  return own.length > 0 ? { name: own.join(', ') } : undefined;
}

/** The backend SDK's methods whose route the emulator does not serve, by the SDK's name. */
export function backendSdkMethodsNotServed(rows: readonly Route[]): string[] {
  const { served, notServed } = sdkRoutesServedOrNot();
  const unrouted = served.filter(([, sdkRoute]) => !rows.some((row) => routeServes(row, sdkRoute)));
  return [...unrouted.map(([name]) => name), ...notServed].sort();
}
