import stytch from 'stytch';
import { createApp } from '../app';
import { EmulatorStore } from '../emulator-store';

export type Route = { method: string; path: string };

/**
 * The route each backend SDK method calls, read from the method's own code (the SDK is generated:
 * every network method passes `method: "POST"` and a url template to its request helper), with
 * `${...}` parts as `:param`. Methods that never call the API (local JWT checks) are left out.
 */
export function backendSdkRoutes(): Map<string, Route> {
  const client = new stytch.Client({
    project_id: 'project-test-routes',
    secret: 'secret-test-routes',
    custom_base_url: 'https://127.0.0.1:9',
  });
  const routes = new Map<string, Route>();
  const walk = (owner: object, prefix: string, depth: number) => {
    for (const [name, value] of Object.entries(owner)) {
      if (!value || typeof value !== 'object' || value.constructor === Object || depth > 3) continue;
      const prototype = Object.getPrototypeOf(value);
      for (const method of Object.getOwnPropertyNames(prototype)) {
        const code: unknown = prototype[method];
        if (method === 'constructor' || typeof code !== 'function') continue;
        const source = code.toString();
        const verb = /method: "([A-Z]+)"/.exec(source)?.[1];
        const url = /url: `([^`]+)`/.exec(source)?.[1];
        if (verb && url) {
          routes.set(`${prefix}${name}.${method}`, {
            method: verb,
            path: url.replace(/\$\{[^}]+\}/g, ':param'),
          });
        }
      }
      walk(value, `${prefix}${name}.`, depth + 1);
    }
  };
  walk(client, '', 0);
  return routes;
}

/** Every route of the emulator's table (method and Hono path), for one method or any (`ALL`). */
export function emulatorRoutes(): Route[] {
  const app = createApp(EmulatorStore.inMemory());
  return app.routes.map(({ method, path }) => ({ method, path }));
}

/** Whether a route of the table answers a call of `route` (a `:param` on either side matches any segment). */
export function routeServes(served: Route, route: Route): boolean {
  const want = route.path.split('/');
  const have = served.path.split('/');
  return (
    served.method === route.method &&
    have.length === want.length &&
    have.every((part, i) => matches(part, want[i]))
  );
}

function matches(served: string, wanted: string | undefined): boolean {
  return served.startsWith(':') || wanted === ':param' || served === wanted;
}
