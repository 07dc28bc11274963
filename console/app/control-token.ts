// The control token an emulator started with `--control-token` asks for: entered once, kept for the
// tab only (sessionStorage), so closing the tab forgets it and no other tab or site reads it.

const KEY = 'foyer-emulator-control-token';

export function storedControlToken(storage: Storage = sessionStorage): string | undefined {
  return storage.getItem(KEY) ?? undefined;
}

export function storeControlToken(token: string, storage: Storage = sessionStorage): void {
  storage.setItem(KEY, token);
}

export function forgetControlToken(storage: Storage = sessionStorage): void {
  storage.removeItem(KEY);
}

/** Whether a failure is the emulator asking for the control token (none sent, or a wrong one). */
export function isControlTokenRefusal(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'envelope' in error &&
    (error as { envelope: { error_type?: unknown } }).envelope.error_type === 'invalid_control_token'
  );
}
