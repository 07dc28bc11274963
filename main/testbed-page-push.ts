import type { PushEvent } from '../preload/api';
import { isTestbedFrame } from './sender-check';

/**
 * Main's events carry what only the testbed may see: cookie values, inbox codes, passkey and wallet
 * activity. The window (or Chromium tab) that shows the testbed may also show the demo app or the
 * emulator's pages, which the navigation policy allows, so every push first asks where the page is
 * now: a page anywhere but the testbed's origin gets nothing. Nothing is lost that matters, since
 * the panels read everything afresh when the testbed loads again.
 */
export function pushOnlyToTestbedPage(options: {
  testbedOrigin: string;
  /** The URL of the top-level document the window shows now; null once it is gone. */
  currentUrl: () => string | null;
  deliver: PushEvent;
}): PushEvent {
  const { testbedOrigin, currentUrl, deliver } = options;
  return (event, payload) => {
    const url = currentUrl();
    if (url === null || !isTestbedFrame({ url, isTopLevel: true }, testbedOrigin)) return;
    deliver(event, payload);
  };
}
