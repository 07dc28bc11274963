/**
 * The slice of the Chrome DevTools Protocol a capability needs. Electron's
 * `webContents.debugger` and a Playwright `CDPSession` both fit behind it, so capabilities never
 * know which of the two they run on.
 */
export type CdpTransport = {
  send<Result = unknown>(method: string, params?: Record<string, unknown>): Promise<Result>;
  /** Subscribes to a protocol event; returns the unsubscribe function. */
  on(event: string, listener: (params: unknown) => void): () => void;
};
