import type { EmulatorStore } from '../emulator-store';

/** How the stand-in for Google's script answers `prompt()`, as Google's moment notifications do. */
export const ONE_TAP_BEHAVIOURS = ['normal', 'origin_not_allowed', 'suppressed', 'dismissed'] as const;
export type OneTapBehaviour = (typeof ONE_TAP_BEHAVIOURS)[number];

/** Pairings and callback ids kept per store; the oldest go first past this many. */
const MAX_ENTRIES = 1000;

function remember(map: Map<string, string>, key: string, value: string): void {
  map.delete(key);
  map.set(key, value);
  const oldest = map.keys().next();
  if (map.size > MAX_ENTRIES && !oldest.done) map.delete(oldest.value);
}

/**
 * What One Tap needs between requests, in memory only (a test knob and short-lived page state, not
 * project data: nothing here is exported, journaled or survives a restart).
 *
 * Google's script knows only the client id and the page's origin, while the emulator keeps identities
 * per project and many projects share the default client id. The client always asks the
 * clientside-services page for the client id (One Tap start) just before it loads the script, so the
 * latest start from a page origin with that client id names the project the prompt belongs to.
 */
export class OneTapRegistry {
  readonly #behaviours = new Map<string, OneTapBehaviour>();
  readonly #projectsByPage = new Map<string, string>();
  readonly #callbackProjects = new Map<string, string>();

  behaviourOf(publicToken: string): OneTapBehaviour {
    return this.#behaviours.get(publicToken) ?? 'normal';
  }

  setBehaviour(publicToken: string, behaviour: OneTapBehaviour): void {
    if (behaviour === 'normal') this.#behaviours.delete(publicToken);
    else this.#behaviours.set(publicToken, behaviour);
  }

  /** Records a One Tap start: its callback id, and the page it came from for the prompt to find. */
  recordStart(
    publicToken: string,
    start: { callbackId: string; pageOrigin: string; clientId: string },
  ): void {
    remember(this.#callbackProjects, start.callbackId, publicToken);
    remember(this.#projectsByPage, pageKey(start.pageOrigin, start.clientId), publicToken);
  }

  /** Whether a submit's callback id came from a start of this project. */
  isCallbackOf(publicToken: string, callbackId: string): boolean {
    return this.#callbackProjects.get(callbackId) === publicToken;
  }

  /** The public token of the project whose One Tap started last on this page with this client id. */
  projectForPrompt(pageOrigin: string, clientId: string): string | undefined {
    return this.#projectsByPage.get(pageKey(pageOrigin, clientId));
  }
}

function pageKey(pageOrigin: string, clientId: string): string {
  return `${pageOrigin} ${clientId}`;
}

const registries = new WeakMap<EmulatorStore, OneTapRegistry>();

/** The One Tap state of one emulator (one store). */
export function oneTapRegistryOf(store: EmulatorStore): OneTapRegistry {
  let registry = registries.get(store);
  if (!registry) {
    registry = new OneTapRegistry();
    registries.set(store, registry);
  }
  return registry;
}
