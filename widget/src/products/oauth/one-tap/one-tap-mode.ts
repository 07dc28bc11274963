import type { OneTapPosition } from '../../../config/types';

/** Where One Tap shows: in the widget (Google's legacy embedded prompt) or floating over the page. */
export type OneTapMode = 'embedded' | 'floating';

/**
 * The mode the client's One Tap renders for a position, by the client's own rule (it alone decides
 * whether Google gets a parent element): embedded positions embed only where the browser has no
 * FedCM (Google then ignores the parent) or when forced; `embeddedOnly` shows nothing rather than
 * float. Null: One Tap does not show, the Google button does.
 */
export function oneTapModeFor(
  position: OneTapPosition | undefined,
  supportsFedCM: boolean,
): OneTapMode | null {
  if (position === 'forceLegacyEmbedded') return 'embedded';
  const asksEmbedded =
    position === 'embedded' || position === 'embeddedOnly' || position === 'floatingOrEmbedded';
  if (asksEmbedded && !supportsFedCM) return 'embedded';
  return position === 'embeddedOnly' ? null : 'floating';
}

/** The client's FedCM test (`IdentityCredential` on window), so widget and client agree. */
export function browserSupportsFedCM(): boolean {
  return typeof window !== 'undefined' && 'IdentityCredential' in window;
}
