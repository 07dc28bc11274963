import { oneTapProviderOf } from '../../../client/client-internals';
import type { WidgetClient } from '../../../client/widget-client';
import type { OneTapPosition } from '../../../config/types';

/**
 * The element id the client's One Tap hands Google as `prompt_parent_id` for an embedded prompt; the
 * widget's floating prompt uses it too (only one of the two is ever on the page).
 */
export const PROMPT_PARENT_ID = 'google-parent-prompt';

/** What Google's prompt answered: shown, or not, with Google's reason. */
export type OneTapRenderResult = { success: true } | { success: false; reason: string };

/** The client's wrapper of Google's script for one client id (its `GoogleOneTapClient`). */
export type OneTapPrompt = {
  render(options: {
    callback(response: { credential: string }): void;
    onOneTapCancelled?(): void;
    style: { position: OneTapPosition };
    cancelOnTapOutside?: boolean;
  }): Promise<OneTapRenderResult>;
  cancel(): void;
};

/**
 * The client's One Tap loader (its internal `OneTapProvider`): the headless `googleOneTap.start`
 * only floats, while the spec's positions need the prompt's `style.position`, so the widget uses the
 * same loader the provider's prebuilt UI uses. Its shape is checked before use.
 */
export type OneTapLoader = {
  createOneTapClient(): Promise<{ success: true; client: OneTapPrompt } | { success: false; reason: string }>;
  /** The One Tap start the client made for `createOneTapClient` (cached there): Google's client id. */
  fetchGoogleStart(): Promise<{ googleClientId: string }>;
  createOnSuccessHandler(options: {
    loginRedirectUrl?: string;
    signupRedirectUrl?: string;
    onSuccess(redirectUrl: string): void;
  }): (response: { credential: string }) => Promise<void>;
  redirectOnSuccess(redirectUrl: string): void;
};

function isOneTapLoader(value: unknown): value is OneTapLoader {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.createOneTapClient === 'function' &&
    typeof candidate.fetchGoogleStart === 'function' &&
    typeof candidate.createOnSuccessHandler === 'function' &&
    typeof candidate.redirectOnSuccess === 'function'
  );
}

/** The client's One Tap loader, or undefined for a client without one (One Tap then cannot show). */
export function oneTapLoaderOf(client: WidgetClient): OneTapLoader | undefined {
  const loader = oneTapProviderOf(client);
  return isOneTapLoader(loader) ? loader : undefined;
}
