import { describe, expect, it } from 'vitest';
import { message, plainText } from '../../state/display-message';
import { consentItems, isCustomScope } from './consent-scopes';

const asked = (...scopes: string[]) => scopes.map((scope) => ({ scope, description: '' }));

describe('consent items', () => {
  it('lists identity, profile information, offline access and full access in that order, whatever the request order', () => {
    const items = consentItems(asked('full_access', 'phone', 'offline_access', 'email', 'openid'));
    expect(items.map(({ key }) => key)).toEqual(['openid', 'profile', 'offline_access', 'full_access']);
  });

  it('gathers profile, email and phone into one line with a detail for each one asked', () => {
    expect(consentItems(asked('email', 'phone'))).toEqual([
      {
        key: 'profile',
        summary: message('idp.scope.profileGroup'),
        details: [message('idp.scope.email'), message('idp.scope.phone')],
      },
    ]);
  });

  it('shows a custom scope in its description\'s words, or as "Use the {scope} scope" without one', () => {
    const items = consentItems([
      { scope: 'read:notes', description: 'Read your notes' },
      { scope: 'write:notes', description: '  ' },
    ]);
    expect(items.map(({ summary }) => summary)).toEqual([
      plainText('Read your notes'),
      message('idp.scope.custom', { scope: 'write:notes' }),
    ]);
  });

  it('knows the standard scopes from custom ones', () => {
    expect(['openid', 'profile', 'email', 'phone', 'offline_access', 'full_access'].some(isCustomScope)).toBe(
      false,
    );
    expect(isCustomScope('read:notes')).toBe(true);
  });
});
