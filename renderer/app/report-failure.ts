import type { TestbedState } from './testbed-store';

/**
 * A rejection handler for a testbed action (`promise.catch(reportFailure(store, 'Saving the
 * preset'))`): the failure goes to the status line the header shows, and to the console with its
 * stack. Without it a failed IPC call is an unhandled rejection nobody sees.
 */
export function reportFailure(store: TestbedState, action: string): (error: unknown) => void {
  return (error) => {
    console.error(`${action} failed:`, error);
    store.failure = { action, message: messageOf(error), at: Date.now() };
  };
}

/** Electron wraps errors from main as "Error invoking remote method '…': Error: <message>". */
function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/^Error invoking remote method '[^']+': (?:\w*Error: )?/, '');
}
