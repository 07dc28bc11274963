type Listener = (...args: unknown[]) => void;

/** The `on` / `removeListener` half of a wallet provider; `emit` stays with the provider. */
export function createProviderEvents() {
  const listeners = new Map<string, Set<Listener>>();
  return {
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(event, set);
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
    emit(event: string, ...args: unknown[]) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        // A page's listener that throws must not stop the others or fail the request that emitted.
        try {
          listener(...args);
        } catch (error) {
          console.error(`A wallet "${event}" listener threw:`, error);
        }
      }
    },
  };
}
