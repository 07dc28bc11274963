import { describe, expect, it } from 'vitest';
import { PRODUCT_NAMES } from '../config/types';
import { MOUNT_MODE_TABLE } from '../mount/mount-modes';
import { MOUNT_MODES } from '../mount/options';
import { SCREEN_NAMES } from '../state/screens';
import { PRODUCTS } from './registry';
import { findScreen, screenClaims } from './screen-owners';

describe('screen owners', () => {
  it('gives every screen of the spec exactly one owner: a product, a mount mode, or the core', () => {
    const claims = screenClaims();
    for (const screen of SCREEN_NAMES) {
      const owners = (claims.get(screen) ?? []).map(({ owner }) => owner);
      expect({ screen, owners: owners.length }).toEqual({ screen, owners: 1 });
    }
  });

  it('knows every product of the spec, and a component for every screen', () => {
    expect(Object.keys(PRODUCTS).sort()).toEqual([...PRODUCT_NAMES].sort());
    expect(findScreen('CryptoConnect')?.kind).toBe('component');
    expect(findScreen('PasskeyConfirmation')?.kind).toBe('component');
    expect(findScreen('PasskeyRegistrationSuccess')?.kind).toBe('component');
    expect(findScreen('IDPConsent')?.kind).toBe('component');
    expect(findScreen('OTPAuthenticate')?.kind).toBe('component');
  });

  it('starts each mount mode on a screen that mode owns', () => {
    for (const mode of MOUNT_MODES) {
      const definition = MOUNT_MODE_TABLE[mode];
      const { screen } = definition.entry({ client: {} as never, search: '' });
      expect({ mode, owned: screen in definition.screens }).toEqual({ mode, owned: true });
    }
  });
});
