import type { Project } from '../emulator-store';
import type { AuthorizeRequest } from './authorize-request';

/** How long a request waits for the user's new sign-in before it counts as a new request. */
const WAIT_MS = 60 * 60_000;

const reached = new WeakMap<Project, Map<string, number>>();

/**
 * Whether the request asks for a sign-in made for it: `prompt=login`, or `max_age=0` (OIDC Core
 * §3.1.2.1 makes the two the same).
 */
export function asksForSignInHere(request: AuthorizeRequest): boolean {
  return request.prompts.has('login') || request.maxAge === 0;
}

/** What tells one request from another: everything the relying party put in it. */
function requestKey(request: AuthorizeRequest): string {
  return JSON.stringify([
    request.app.client_id,
    request.redirectUri,
    request.state,
    request.nonce,
    request.codeChallenge,
    [...request.grantableScopes].sort(),
    [...request.prompts].sort(),
    request.maxAge,
  ]);
}

/**
 * When the request first reached the authorization page, on the project's clock: the moment a sign-in
 * must follow. The first call records it; the calls after the user signed in again find it. Kept in
 * memory (an emulator restart asks once more), and forgotten after an hour.
 */
export function requestReachedAt(project: Project, request: AuthorizeRequest): number {
  const now = project.clock.now();
  let requests = reached.get(project);
  if (!requests) {
    requests = new Map();
    reached.set(project, requests);
  }
  for (const [key, at] of requests) if (now - at > WAIT_MS) requests.delete(key);
  const key = requestKey(request);
  const at = requests.get(key) ?? now;
  requests.set(key, at);
  return at;
}
