/**
 * The one contract between the testbed's renderer and its privileged side. Electron's main process
 * (over IPC, through the preload) and the Chromium mode (over a Playwright binding) both implement
 * it; the renderer only ever sees `window.testbed`, typed as {@link TestbedApi}.
 *
 * Each capability declares its part in `contracts/<name>.ts` (methods, channels, events, types);
 * this file joins them. Everything here is plain JSON: values cross a structured-clone or JSON
 * boundary in both modes. Apart from the channel tables it is types only, so the renderer can import it.
 */
import {
  type ApiOf,
  type EventsOf,
  type SubscriberName,
  subscriberName,
} from '../contracts/capability-contract';
import { cookiesContract } from '../contracts/cookies';
import { demoAppContract } from '../contracts/demo-app';
import { emulatorContract } from '../contracts/emulator';
import { passkeysContract } from '../contracts/passkeys';
import { presetsContract } from '../contracts/presets';
import { walletsContract } from '../contracts/wallets';

export type * from '../contracts/cookies';
export type * from '../contracts/demo-app';
export type * from '../contracts/emulator';
export type * from '../contracts/passkeys';
export type * from '../contracts/presets';
export type * from '../contracts/wallets';

/** Every capability the renderer can reach, by name. A new capability adds its contract here. */
export const CONTRACTS = {
  cookies: cookiesContract,
  presets: presetsContract,
  emulator: emulatorContract,
  passkeys: passkeysContract,
  wallets: walletsContract,
  demoApp: demoAppContract,
} as const;

export type CapabilityName = keyof typeof CONTRACTS;
type ContractOf<Name extends CapabilityName> = (typeof CONTRACTS)[Name];

/**
 * The origin the client library is given as `customBaseUrl`. Both modes map its host to the local
 * emulator and trust the emulator's certificate for it alone; the page's CSP allows it.
 */
export const EMULATOR_SDK_ORIGIN = 'https://api.emulator.test';

// Joins the capabilities' tables into one: `A | B` → `A & B`.
type Joined<Union> = (Union extends unknown ? (part: Union) => void : never) extends (all: infer All) => void
  ? All
  : never;

/** Every request the renderer can make, by method name. */
export type TestbedInvokeApi = Joined<{ [Name in CapabilityName]: ApiOf<ContractOf<Name>> }[CapabilityName]>;
export type InvokeMethod = keyof TestbedInvokeApi;

/** Everything main pushes to the renderer, by event name. */
export type TestbedEvents = Joined<{ [Name in CapabilityName]: EventsOf<ContractOf<Name>> }[CapabilityName]>;
export type TestbedEventName = keyof TestbedEvents & string;

const contracts = Object.values(CONTRACTS);

/** The IPC channel of each method. Main registers exactly these; the preload calls exactly these. */
export const INVOKE_CHANNELS: Readonly<Record<InvokeMethod, string>> = Object.assign(
  {},
  ...contracts.map((contract) => contract.methods),
);

export const EVENT_CHANNELS: Readonly<Record<TestbedEventName, string>> = Object.assign(
  {},
  ...contracts.map((contract) => contract.events),
);

/** The subscription method of each pushed event, so both bridges build the same shape. */
export const EVENT_SUBSCRIBERS = Object.fromEntries(
  Object.keys(EVENT_CHANNELS).map((event) => [event, subscriberName(event)]),
) as { readonly [Event in TestbedEventName]: SubscriberName<Event> };

export type Unsubscribe = () => void;

type EventSubscribers = {
  [Event in TestbedEventName as SubscriberName<Event>]: (
    listener: (payload: TestbedEvents[Event]) => void,
  ) => Unsubscribe;
};

/** What the renderer sees as `window.testbed`: named methods only, no raw channels. */
export type TestbedApi = TestbedInvokeApi &
  EventSubscribers & {
    /** Which privileged side answers: the Electron main process or the Chromium-mode bridge. */
    readonly runtime: 'electron' | 'chromium';
  };

/** Main-side implementation of the invoke half; each bridge adds transport and sender checks. */
export type TestbedHandlers = TestbedInvokeApi;

/** How main pushes an event to the renderer it serves. */
export type PushEvent = <E extends TestbedEventName>(event: E, payload: TestbedEvents[E]) => void;
