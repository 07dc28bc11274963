import { describe, expect, it } from 'vitest';
import { findConfigError } from './config-errors';
import { resolveConfig } from './resolve-config';
import type { WidgetConfig } from './types';

describe('config defaults', () => {
  it('offers email magic links only, with 30-minute links and sessions', () => {
    const config = resolveConfig();
    expect(config.products).toEqual(['emailMagicLinks']);
    expect(config.emailMagicLinksOptions.loginExpirationMinutes).toBe(30);
    expect(config.emailMagicLinksOptions.signupExpirationMinutes).toBe(30);
    expect(config.sessionOptions.sessionDurationMinutes).toBe(30);
    expect(config.otpOptions.expirationMinutes).toBe(5);
    expect(config.enableShadowDOM).toBe(false);
  });

  it('keeps what the host set', () => {
    const config = resolveConfig({
      emailMagicLinksOptions: { loginExpirationMinutes: 10 },
      sessionOptions: { sessionDurationMinutes: 60 },
    });
    expect(config.emailMagicLinksOptions.loginExpirationMinutes).toBe(10);
    expect(config.emailMagicLinksOptions.signupExpirationMinutes).toBe(30);
    expect(config.sessionOptions.sessionDurationMinutes).toBe(60);
  });

  it('treats otpOptions.methods left undefined by a JavaScript host as no methods', () => {
    // Plain JavaScript can pass this; the types hold TypeScript hosts to a methods list.
    const fromJavaScript = { products: ['otp'], otpOptions: { methods: undefined } };
    const config = resolveConfig(fromJavaScript as unknown as WidgetConfig);
    expect(config.otpOptions.methods).toEqual([]);
    expect(config.otpOptions.expirationMinutes).toBe(5);
  });
});

describe('config errors', () => {
  it('refuses magic links together with email passcodes', () => {
    const config = resolveConfig({
      products: ['emailMagicLinks', 'otp'],
      otpOptions: { methods: ['email'] },
    });
    expect(findConfigError(config)).toBe('config.error.emailMagicLinksWithEmailOtp');
  });

  it('allows magic links with text passcodes', () => {
    const config = resolveConfig({ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } });
    expect(findConfigError(config)).toBeNull();
  });

  it('refuses passkeys on their own', () => {
    expect(findConfigError(resolveConfig({ products: ['passkeys'] }))).toBe('config.error.passkeysAlone');
    expect(findConfigError(resolveConfig({ products: ['passkeys', 'emailMagicLinks'] }))).toBeNull();
  });
});
