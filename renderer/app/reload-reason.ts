import type { Handoff } from './page-url';

/**
 * Why this page loaded, when the page before it did not say: a link that landed here, or what
 * the browser reports (`PerformanceNavigationTiming.type`).
 */
export function reloadReason(handoff: Handoff, navigationType: string | undefined): string {
  if (handoff.kind === 'authenticate') return `a ${handoff.tokenType} link landed here`;
  if (handoff.kind === 'passwordReset') return 'a password reset link landed here';
  if (navigationType === 'reload') return 'reloaded from the browser';
  if (navigationType === 'back_forward') return 'back or forward in history';
  return 'navigated here';
}
