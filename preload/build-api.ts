import {
  EVENT_SUBSCRIBERS,
  INVOKE_CHANNELS,
  type InvokeMethod,
  type TestbedApi,
  type TestbedEventName,
  type TestbedEvents,
  type TestbedInvokeApi,
  type Unsubscribe,
} from './api';

type Invoke = (method: InvokeMethod, args: unknown[]) => Promise<unknown>;
type Subscribe = <E extends TestbedEventName>(
  event: E,
  listener: (payload: TestbedEvents[E]) => void,
) => Unsubscribe;

/**
 * `window.testbed` as a plain object of named methods, whatever carries the calls. A plain object
 * (no Proxy, no generic `invoke(channel)`) is what contextBridge can copy and what keeps the
 * renderer from reaching channels the contract does not name.
 */
export function buildTestbedApi(
  runtime: TestbedApi['runtime'],
  invoke: Invoke,
  subscribe: Subscribe,
): TestbedApi {
  const methods = Object.fromEntries(
    (Object.keys(INVOKE_CHANNELS) as InvokeMethod[]).map((method) => [
      method,
      (...args: unknown[]) => invoke(method, args),
    ]),
  ) as TestbedInvokeApi;
  const subscribers = Object.fromEntries(
    (Object.keys(EVENT_SUBSCRIBERS) as TestbedEventName[]).map((event) => [
      EVENT_SUBSCRIBERS[event],
      (listener: (payload: TestbedEvents[typeof event]) => void) => subscribe(event, listener),
    ]),
  );
  return { ...methods, ...subscribers, runtime } as TestbedApi;
}
