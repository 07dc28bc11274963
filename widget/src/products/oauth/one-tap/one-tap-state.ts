import type { WidgetStore } from '../../../state/store';
import type { OneTapError } from './one-tap-errors';
import type { OneTapMode } from './one-tap-mode';

/**
 * Google One Tap on Main: not started (no `one_tap`, or nothing to show), pending while the client
 * loads and prompts, shown, or failed (the Google button shows instead; `error` when it is one the
 * widget explains to a developer).
 */
export type OneTapState =
  | { status: 'idle' }
  | { status: 'pending'; mode: OneTapMode }
  | { status: 'shown'; mode: OneTapMode }
  | { status: 'failed'; reason: string; error: OneTapError | null };

export function initialOneTapState(): OneTapState {
  return { status: 'idle' };
}

export function setOneTapState(store: WidgetStore, state: OneTapState): void {
  store.oneTap = state;
}
