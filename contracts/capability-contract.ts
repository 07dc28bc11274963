/**
 * What the renderer may ask of one capability and what it pushes back: method and event names with
 * their IPC channels, and (as types only) their signatures and payloads. Plain data with no runtime
 * imports, so the preload and the renderer can load a contract without the capability behind it.
 */
export type CapabilityContract<Api extends MethodTable, Events extends EventTable> = {
  /** The IPC channel of each method. */
  readonly methods: { readonly [Method in keyof Api]: string };
  /** The IPC channel of each pushed event; the renderer subscribes with `on<Event>`. */
  readonly events: { readonly [Event in keyof Events]: string };
  /** Never set: carries the signatures and payloads for the types derived in preload/api.ts. */
  readonly types?: { api: Api; events: Events };
};

/** Every method is async: its answer crosses a structured-clone or JSON boundary. */
// biome-ignore lint/suspicious/noExplicitAny: a method table constrains return types, not arguments.
export type MethodTable = Record<string, (...args: any[]) => Promise<unknown>>;
export type EventTable = Record<string, unknown>;

// biome-ignore lint/suspicious/noExplicitAny: matches any contract, whatever its tables.
export type AnyContract = CapabilityContract<any, any>;

export type ApiOf<Contract extends AnyContract> = NonNullable<Contract['types']>['api'];
export type EventsOf<Contract extends AnyContract> = NonNullable<Contract['types']>['events'];

/** The subscription method of a pushed event: `cookieChanged` → `onCookieChanged`. */
export type SubscriberName<Event extends string> = `on${Capitalize<Event>}`;

export function subscriberName<Event extends string>(event: Event): SubscriberName<Event> {
  return `on${event.charAt(0).toUpperCase()}${event.slice(1)}` as SubscriberName<Event>;
}
