import { describe, expect, it, vi } from 'vitest';
import { lazyNamed } from '../products/lazy-named';
import { PRODUCTS } from '../products/registry';
import { createWidgetStore } from '../state/store';
import { preloadWhenIdle, reachableScreens } from './preload-screens';
import { runtimeOf } from './widget-runtime';

describe('reachableScreens', () => {
  it('lists only what the configured products reach, so a magic-link login fetches no password or passcode screen', () => {
    expect(reachableScreens('login', ['emailMagicLinks'], PRODUCTS).sort()).toEqual([
      'EmailConfirmation',
      'Main',
    ]);
    expect(reachableScreens('login', ['passwords'], PRODUCTS)).toEqual(
      expect.arrayContaining(['PasswordCreateOrLogin', 'PasswordConfirmation', 'EmailConfirmation']),
    );
    expect(reachableScreens('login', ['passwords'], PRODUCTS)).not.toContain('OTPAuthenticate');
    expect(reachableScreens('login', ['otp', 'oauth'], PRODUCTS).sort()).toEqual([
      'Main',
      'OTPAuthenticate',
      'OTPConfirmation',
    ]);
    expect(reachableScreens('login', ['emailMagicLinks', 'crypto'], PRODUCTS).sort()).toEqual([
      'CryptoConfirmation',
      'CryptoConnect',
      'CryptoError',
      'CryptoOtherScreen',
      'CryptoSetupWallet',
      'CryptoSignMessage',
      'EmailConfirmation',
      'Main',
    ]);
  });

  it('gives the password-reset mount its form and the success screen after it', () => {
    expect(reachableScreens('passwordReset', [], PRODUCTS).sort()).toEqual([
      'PasswordConfirmation',
      'PasswordResetForm',
    ]);
  });
});

describe('preloadWhenIdle', () => {
  it('requests each screen module once, when the page is idle, and not after dispose', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'],
    });
    const load = vi.fn(async () => ({ EmailConfirmation: () => null }));
    const products = {
      emailMagicLinks: {
        ...PRODUCTS.emailMagicLinks,
        screens: { EmailConfirmation: lazyNamed(load, 'EmailConfirmation') },
      },
    };
    const runtime = runtimeOf(createWidgetStore({ screen: 'Main' }));
    preloadWhenIdle(['EmailConfirmation', 'EmailConfirmation'], products, runtime);
    expect(load).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);

    const disposed = runtimeOf(createWidgetStore({ screen: 'Main' }));
    preloadWhenIdle(['EmailConfirmation'], products, disposed);
    disposed.dispose();
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
