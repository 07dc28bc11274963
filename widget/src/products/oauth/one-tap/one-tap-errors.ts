import type { DeclaredErrorType } from '../../../client/declared-error-types';

/** What Google's own prompt refuses with (not the provider's: its client reads them from Google's script). */
type GooglePromptError = 'origin_not_allowed_for_client' | 'invalid_client';

/**
 * The One Tap failures the widget explains to a developer (spec section 8), from the client's start
 * (`oauth_config_not_found`, the redirect URL ones, `default_provider_not_allowed`: types the provider's
 * client declares) or from Google's prompt (`origin_not_allowed_for_client`, `invalid_client`).
 */
export const ONE_TAP_ERRORS = [
  'origin_not_allowed_for_client',
  'invalid_client',
  'oauth_config_not_found',
  'no_login_redirect_urls_set',
  'no_signup_redirect_urls_set',
  'default_provider_not_allowed',
] as const satisfies readonly (GooglePromptError | DeclaredErrorType)[];
export type OneTapError = (typeof ONE_TAP_ERRORS)[number];

/** A One Tap start failure (the client's `reason`, an API error type) as one the widget explains. */
export function oneTapErrorOfStart(reason: string): OneTapError | null {
  return (ONE_TAP_ERRORS as readonly string[]).includes(reason) ? (reason as OneTapError) : null;
}

/** Google's not-displayed reasons that mean the developer set something up wrong. */
export function oneTapErrorOfPrompt(reason: string | undefined): OneTapError | null {
  if (reason === 'unregistered_origin') return 'origin_not_allowed_for_client';
  if (reason === 'invalid_client') return 'invalid_client';
  return null;
}

/** A piece of a developer message: text, or a documentation link. */
export type MessageSegment = { text: string } | { url: string };

const URL_PATTERN = /https:\/\/[^\s<>"')]+[^\s<>"').,;:]/g;

/** Splits a message so its https URLs can be rendered as links and the rest as text. */
export function segmentsWithLinks(message: string): MessageSegment[] {
  const segments: MessageSegment[] = [];
  let last = 0;
  for (const match of message.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    if (start > last) segments.push({ text: message.slice(last, start) });
    segments.push({ url: match[0] });
    last = start + match[0].length;
  }
  if (last < message.length) segments.push({ text: message.slice(last) });
  return segments;
}
