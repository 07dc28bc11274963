import { EVENT_SUBSCRIBERS, INVOKE_CHANNELS } from '../preload/api';

/** The binding Playwright exposes to the page; only the init script below calls it. */
export const INVOKE_BINDING = '__foyerTestbedInvoke';
/** The function the init script leaves for main to push events through (with `page.evaluate`). */
export const PUSH_FUNCTION = '__foyerTestbedPush';

/**
 * The Chromium mode's stand-in for the Electron preload: installs `window.testbed` with the same
 * named methods before any page script runs, in the testbed's own top-level page only (the tab
 * also shows the demo app and the emulator's pages, which have no business with it). Kept as
 * text, not a serialized function, so no bundler or transpiler helper can leak into it.
 */
export function bridgeInitScript(testbedOrigin: string): string {
  const methods = JSON.stringify(Object.keys(INVOKE_CHANNELS));
  const subscribers = JSON.stringify(EVENT_SUBSCRIBERS);
  return `(() => {
  if (window.top !== window || window.location.origin !== ${JSON.stringify(testbedOrigin)}) return;
  const methods = ${methods};
  const subscribers = ${subscribers};
  const listeners = new Map();
  const api = { runtime: 'chromium' };
  for (const method of methods) {
    api[method] = (...args) => window[${JSON.stringify(INVOKE_BINDING)}](method, args);
  }
  for (const [event, subscriber] of Object.entries(subscribers)) {
    listeners.set(event, new Set());
    api[subscriber] = (listener) => {
      listeners.get(event).add(listener);
      return () => listeners.get(event).delete(listener);
    };
  }
  Object.defineProperty(window, ${JSON.stringify(PUSH_FUNCTION)}, {
    value: (event, payload) => {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
  });
  Object.defineProperty(window, 'testbed', { value: Object.freeze(api), enumerable: true });
})();`;
}

/**
 * The expression main evaluates in the tab to push one event. The page checks its own origin in
 * the same evaluation, and the payload is a literal that is only evaluated past that check: a tab
 * that navigated away between main's URL check and this evaluation never sees the payload.
 */
export function pushExpression(testbedOrigin: string, event: string, payload: unknown): string {
  return `window.location.origin === ${JSON.stringify(testbedOrigin)} && window.${PUSH_FUNCTION}?.(${JSON.stringify(event)}, ${JSON.stringify(payload)})`;
}
