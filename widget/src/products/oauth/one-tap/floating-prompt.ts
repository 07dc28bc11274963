import type { OneTapPrompt, OneTapRenderResult } from './one-tap-client';

/** A moment of Google's prompt, as its `prompt()` listener receives it (FedCM drops the display ones). */
export type PromptMoment = {
  isSkippedMoment(): boolean;
  getSkippedReason?(): string;
  isNotDisplayed?(): boolean;
  getNotDisplayedReason?(): string;
  isDismissedMoment(): boolean;
};

/** The part of Google's `google.accounts.id` a floating prompt calls. */
export type GoogleAccountsId = {
  initialize(config: Record<string, unknown>): void;
  prompt(listener: (moment: PromptMoment) => void): void;
  cancel(): void;
};

/** Google's `google.accounts.id` once the client has loaded its script, or undefined. */
export function googleAccountsIdOf(scope: object): GoogleAccountsId | undefined {
  const id = (scope as { google?: { accounts?: { id?: Partial<GoogleAccountsId> } } }).google?.accounts?.id;
  const isComplete =
    typeof id?.initialize === 'function' &&
    typeof id.prompt === 'function' &&
    typeof id.cancel === 'function';
  return isComplete ? (id as GoogleAccountsId) : undefined;
}

/**
 * Google's floating prompt with a parent the widget owns. The client names a parent only for its
 * embedded positions, so Google would float the prompt at the page's top right, outside the widget;
 * the spec puts it in the widget's root overlay slot. So the widget asks Google itself for the same
 * floating prompt the client asks for (FedCM where the browser has it, which then ignores the
 * parent; the developer's `cancel_on_tap_outside`) naming `parentId`, a fixed-position element of
 * the overlay that keeps the prompt where Google floats it.
 */
export function floatingPrompt(google: GoogleAccountsId, clientId: string, parentId: string): OneTapPrompt {
  return {
    render: ({ callback, onOneTapCancelled, cancelOnTapOutside = true }) => {
      google.initialize({
        client_id: clientId,
        callback,
        auto_select: false,
        context: 'use',
        itp_support: true,
        use_fedcm_for_prompt: true,
        cancel_on_tap_outside: cancelOnTapOutside,
        prompt_parent_id: parentId,
      });
      return new Promise<OneTapRenderResult>((resolve) => {
        google.prompt((moment) => {
          if (moment.isSkippedMoment()) {
            const reason = moment.getSkippedReason?.() ?? 'unknown_reason';
            if (reason === 'user_cancel') onOneTapCancelled?.();
            resolve({ success: false, reason });
          } else if (moment.isNotDisplayed?.()) {
            resolve({ success: false, reason: moment.getNotDisplayedReason?.() ?? 'unknown_reason' });
          } else if (!moment.isDismissedMoment()) {
            // Anything but a dismissal means the prompt is up (FedCM sends no display moments).
            resolve({ success: true });
          }
        });
      });
    },
    cancel: () => google.cancel(),
  };
}
