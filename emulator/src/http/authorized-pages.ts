import type { MiddlewareHandler } from 'hono';
import type { EmulatorStore, Project } from '../emulator-store';
import { ApiError } from './api-error';
import { DEFAULT_AUTHORIZED_ORIGINS, isAuthorizedOrigin } from './authorized-origins';
import { parseBasicAuth } from './browser-caller';
import type { EmulatorContext, EmulatorEnv } from './env';
import { speculativeFetch } from './same-origin';

/** The bootstrap names its project in the path, before any credentials exist. */
const BOOTSTRAP_PATH = /^\/sdk\/v1\/projects\/bootstrap\/([^/]+)$/;

/** The public token a browser-SDK call names, from its Basic credentials or the bootstrap path. */
function namedPublicToken(path: string, authorization: string | undefined): string | undefined {
  try {
    const fromPath = BOOTSTRAP_PATH.exec(path)?.[1];
    if (fromPath !== undefined) return decodeURIComponent(fromPath);
    return parseBasicAuth(authorization)?.publicToken;
  } catch {
    return undefined; // The route itself answers a garbled path or garbled credentials.
  }
}

/**
 * The origins a call naming `publicToken` may come from: that project's list, or the defaults for
 * a project the call is about to create. A call naming none (telemetry events carry the token in
 * the body) may come from any project's pages.
 */
function authorizedOriginsFor(store: EmulatorStore, publicToken: string | undefined): string[] {
  const project = publicToken === undefined ? undefined : store.existingProject(publicToken);
  if (project) return project.settings.authorized_origins;
  if (publicToken !== undefined) return [...DEFAULT_AUTHORIZED_ORIGINS];
  return [
    ...DEFAULT_AUTHORIZED_ORIGINS,
    ...store.projects().flatMap((each) => each.settings.authorized_origins),
  ];
}

/**
 * The web page a request came from, when it is a page outside `authorized`; undefined for callers
 * that are not browsers (no `Origin`, no `Sec-Fetch-Site`: tests and scripts on this machine), the
 * emulator's own pages when they send no `Origin`, and pages of an authorized origin. A page that
 * names no origin is outside every list: browsers leave `Origin` off a GET, so an image or a link of
 * any site names none. Nor does a prefetch, which counts as another page's (`speculativeFetch`).
 */
export function unauthorizedPage(c: EmulatorContext, authorized: readonly string[]): string | undefined {
  // An empty Origin is no origin: browsers never send one, scripts may.
  const origin = c.req.header('origin') || undefined;
  const site = c.req.header('sec-fetch-site');
  const speculative = speculativeFetch(c);
  if (speculative !== undefined) return speculative;
  if (origin === undefined && (site === undefined || site === 'same-origin' || site === 'none'))
    return undefined;
  if (origin !== undefined && isAuthorizedOrigin(origin, authorized)) return undefined;
  return origin ?? `a ${site} page that did not name its origin`;
}

/**
 * Whether the caller may make a project by naming it: local tools and pages of the default
 * authorized origins may, as on the SDK API. Every project counts toward `--max-projects` and is
 * kept on disk, so an image on another site's page must not make one.
 */
export function mayMakeProjects(c: EmulatorContext): boolean {
  return unauthorizedPage(c, DEFAULT_AUTHORIZED_ORIGINS) === undefined;
}

/**
 * The project `publicToken` names, made on first use for a caller that may make it; for any other,
 * `project_not_found` until it exists.
 */
export function projectForCaller(c: EmulatorContext, publicToken: string): Project {
  const store = c.get('store');
  const existing = store.existingProject(publicToken);
  if (existing) return existing;
  const page = unauthorizedPage(c, DEFAULT_AUTHORIZED_ORIGINS);
  if (page !== undefined) {
    throw new ApiError(
      'project_not_found',
      `The emulator has no project ${publicToken}, and ${page} may not make one: a project is made ` +
        `by local tools and pages of ${DEFAULT_AUTHORIZED_ORIGINS.join(', ')}.`,
    );
  }
  return store.project(publicToken);
}

/**
 * The browser-SDK API answers only pages of the project's authorized origins, as the hosted
 * provider refuses SDK calls from domains missing from a project's SDK settings
 * (`bad_domain_for_stytch_sdk`). So a web page the developer happens to browse cannot start a flow
 * against a project, let alone finish one. Callers that are not browsers (no `Origin`, no
 * `Sec-Fetch-Site`) pass: tests and scripts on this machine call the API directly. The refusal
 * carries CORS headers, so the page's client can show the developer what to change.
 */
export function authorizedPagesOnly(): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next(); // A preflight carries no credentials to check.
    const publicToken = namedPublicToken(c.req.path, c.req.header('authorization'));
    const authorized = authorizedOriginsFor(c.get('store'), publicToken);
    const page = unauthorizedPage(c, authorized);
    if (page !== undefined) {
      throw new ApiError(
        'bad_domain_for_stytch_sdk',
        `${page} is not an authorized origin for this project (${authorized.join(', ') || 'none'}). ` +
          'Add it to authorized_origins through the control API (PATCH /control/v1/projects/<public token>/settings, ' +
          "or updateSettings({ authorized_origins }) in the control client) or in the testbed's Emulator panel.",
      );
    }
    await next();
  };
}
