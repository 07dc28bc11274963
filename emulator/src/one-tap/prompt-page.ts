import { html, type SafeHtml } from '../social-sign-in/html';
import type { OAuthIdentity } from '../social-sign-in/oauth-collections';
import type { OneTapBehaviour } from './one-tap-registry';

/**
 * What the prompt frame does, by Google's moment reasons: not displayed (with the reason Google's
 * `getNotDisplayedReason()` gives), skipped at once as if the user closed it, or shown with the
 * Google identities the project knows.
 */
export type PromptOutcome =
  | {
      kind: 'not_displayed';
      reason: 'invalid_client' | 'unregistered_origin' | 'suppressed_by_user' | 'opt_out_or_no_session';
    }
  | { kind: 'skipped'; reason: 'user_cancel' }
  | { kind: 'shown'; identities: readonly OAuthIdentity[] };

/**
 * The outcome for a project (undefined: no One Tap start matches the client id and page, which is
 * what Google says of a client id it does not know), its behaviour knob and its Google identities.
 * With none, Google has no signed-in account to offer and does not display.
 */
export function promptOutcome(
  project: { behaviour: OneTapBehaviour; identities: readonly OAuthIdentity[] } | undefined,
): PromptOutcome {
  if (!project) return { kind: 'not_displayed', reason: 'invalid_client' };
  switch (project.behaviour) {
    case 'origin_not_allowed':
      return { kind: 'not_displayed', reason: 'unregistered_origin' };
    case 'suppressed':
      return { kind: 'not_displayed', reason: 'suppressed_by_user' };
    case 'dismissed':
      return { kind: 'skipped', reason: 'user_cancel' };
    case 'normal':
      return project.identities.length === 0
        ? { kind: 'not_displayed', reason: 'opt_out_or_no_session' }
        : { kind: 'shown', identities: project.identities };
  }
}

function accountItem(identity: OAuthIdentity): SafeHtml {
  const email = identity.email ? html`<span class="account-email">${identity.email}</span>` : null;
  return html`<li><button type="button" class="account" data-subject="${identity.provider_subject}">Continue as ${identity.name}${email}</button></li>`;
}

/** The prompt frame's HTML: the outcome in `data-*` attributes for its script, the accounts as buttons. */
export function renderPromptPage(input: {
  origin: string;
  clientId: string;
  outcome: PromptOutcome;
}): string {
  const { origin, clientId, outcome } = input;
  const reason = outcome.kind === 'shown' ? '' : outcome.reason;
  const body =
    outcome.kind === 'shown'
      ? html`<main class="prompt">
<div class="prompt-header"><h1>Sign in to ${new URL(origin).host} with Google</h1>
<button type="button" class="close" id="close" aria-label="Close">×</button></div>
<ul>${outcome.identities.map(accountItem)}</ul>
<p class="status" id="status" role="alert"></p>
</main>`
      : null;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Sign in with Google</title>
<link rel="stylesheet" href="/gsi/prompt.css">
<script src="/gsi/prompt.js" defer></script>
</head>
<body data-origin="${origin}" data-client-id="${clientId}" data-outcome="${outcome.kind}" data-reason="${reason}">
${body}
</body>
</html>`.toString();
}
