import { describe, expect, it } from 'vitest';
import type { Preset } from '../../preload/api';
import { defaultMountSettings } from '../mount/settings';
import { createTestbedStore, editSettings, restorePreset } from './testbed-store';

const preset: Preset = {
  name: 'passwords in Spanish',
  settings: { ...defaultMountSettings('public-token-test-store'), locale: 'es' },
  savedAt: '2026-01-01T00:00:00.000Z',
};

function storeFromPreset() {
  // Copies: the store wraps what it is given in Valtio proxies, which cannot be cloned.
  return createTestbedStore(structuredClone(preset.settings), {
    presets: [structuredClone(preset)],
    lastUsed: preset.name,
    current: structuredClone(preset.settings),
  });
}

describe('testbed store', () => {
  it('starts on the last used preset', () => {
    expect(storeFromPreset().activePreset).toBe('passwords in Spanish');
  });

  it('forgets the preset once any setting is edited', () => {
    const store = storeFromPreset();
    editSettings(store, { shadowDom: true });
    expect(store.activePreset).toBeNull();
    expect(store.settings.shadowDom).toBe(true);
  });

  it('restores a preset as a copy, so later edits leave the saved preset alone', () => {
    const store = storeFromPreset();
    editSettings(store, { locale: 'en' });
    restorePreset(store, preset);
    expect(store.activePreset).toBe('passwords in Spanish');
    expect(store.settings.locale).toBe('es');
    editSettings(store, { config: { products: ['passwords'] } });
    expect(preset.settings.config).toEqual({ products: ['emailMagicLinks'] });
    expect(store.activePreset).toBeNull();
  });
});
