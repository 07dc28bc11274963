import { type DisplayMessage, message, plainText } from '../../state/display-message';
import type { RequestedScope } from '../../state/idp';
import type { MessageId } from '../../strings/catalog';

/** The scopes of OpenID Connect and the provider's own; every other scope is the project's custom one. */
const STANDARD_SCOPES = new Set(['openid', 'profile', 'email', 'phone', 'offline_access', 'full_access']);

export const isCustomScope = (scope: string): boolean => !STANDARD_SCOPES.has(scope);

/** One line of the consent list: what the client may do, and optionally what that covers in detail. */
export type ConsentItem = { key: string; summary: DisplayMessage; details: DisplayMessage[] };

// The profile, email and phone scopes are all "information from your profile": one line, one detail each.
const PROFILE_DETAILS: readonly (readonly [string, MessageId])[] = [
  ['profile', 'idp.scope.profile'],
  ['email', 'idp.scope.email'],
  ['phone', 'idp.scope.phone'],
];

/**
 * The consent list for these scopes, in a fixed order: identity, profile information, offline access,
 * full access, then each custom scope with its description (or "Use the {scope} scope" without one).
 */
export function consentItems(scopes: readonly RequestedScope[]): ConsentItem[] {
  const names = new Set(scopes.map(({ scope }) => scope));
  const items: ConsentItem[] = [];
  if (names.has('openid')) {
    items.push({
      key: 'openid',
      summary: message('idp.scope.openid'),
      details: [message('idp.scope.openid.detail')],
    });
  }
  const profileDetails = PROFILE_DETAILS.filter(([scope]) => names.has(scope)).map(([, id]) => message(id));
  if (profileDetails.length > 0) {
    items.push({ key: 'profile', summary: message('idp.scope.profileGroup'), details: profileDetails });
  }
  if (names.has('offline_access')) {
    items.push({
      key: 'offline_access',
      summary: message('idp.scope.offlineAccess'),
      details: [message('idp.scope.offlineAccess.offline'), message('idp.scope.offlineAccess.background')],
    });
  }
  if (names.has('full_access')) {
    items.push({ key: 'full_access', summary: message('idp.scope.fullAccess'), details: [] });
  }
  for (const { scope, description } of scopes) {
    if (!isCustomScope(scope)) continue;
    const summary = description.trim() ? plainText(description) : message('idp.scope.custom', { scope });
    items.push({ key: `custom:${scope}`, summary, details: [] });
  }
  return items;
}
