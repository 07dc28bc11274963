import type { DisplayMessage } from './display-message';
import type { ScreenName } from './screens';
import type { WidgetStore } from './store';

/** Moves to another screen; a banner belongs to the screen it was raised on, so it is cleared. */
export function goTo(store: WidgetStore, screen: ScreenName): void {
  store.screen = screen;
  store.errorDescriptor = null;
  store.navigationCount += 1;
}

/** Shows the warning banner on the current screen. */
export function setErrorDescriptor(store: WidgetStore, descriptor: DisplayMessage): void {
  store.errorDescriptor = descriptor;
}

export function clearErrorDescriptor(store: WidgetStore): void {
  store.errorDescriptor = null;
}

/** Replaces the current screen with the generic error screen showing this message. */
export function showErrorScreen(store: WidgetStore, detail: DisplayMessage): void {
  store.errorScreen = detail;
  goTo(store, 'Error');
}
