import { describe, expect, it } from 'vitest';
import { defaultMountSettings } from '../mount/settings';
import { liveUpdateFor, settingsAwaitingRemount } from './live-settings';

const applied = defaultMountSettings('public-token-test-live');

describe('live settings', () => {
  it("hands the widget only the live settings that changed, the config with the testbed's redirects and the mounted shadow root", () => {
    const next = {
      ...applied,
      strings: { 'main.title': 'Hi' },
      shadowDom: true,
      config: { products: ['otp'] },
    };
    const live = liveUpdateFor(applied, next, 'http://localhost:5000');
    expect(live?.changed).toEqual(['config', 'strings']);
    expect(live?.update.strings).toEqual({ 'main.title': 'Hi' });
    expect(live?.update).not.toHaveProperty('styles');
    expect(live?.update.config).toMatchObject({
      products: ['otp'],
      enableShadowDOM: false,
      emailMagicLinksOptions: { loginRedirectURL: 'http://localhost:5000/' },
    });
  });

  it('hands nothing when only settings that need a remount changed, and lists those', () => {
    const next = { ...applied, mode: 'passwordReset', shadowDom: true, hostCsp: 'off' as const };
    expect(liveUpdateFor(applied, next, 'http://localhost:5000')).toBeNull();
    expect(settingsAwaitingRemount(applied, next)).toEqual(['mode', 'shadowDom', 'hostCsp']);
    expect(settingsAwaitingRemount(applied, { ...applied, locale: 'es' })).toEqual([]);
  });
});
