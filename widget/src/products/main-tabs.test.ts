import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../config/resolve-config';
import type { WidgetConfig } from '../config/types';
import { resolveMainTabs } from './main-tabs';

const tabsFor = (config: WidgetConfig) => resolveMainTabs(resolveConfig(config));

describe('Main tab rules', () => {
  it('gives magic links alone a single Email tab', () => {
    expect(tabsFor({})).toEqual([{ id: 'email', owner: 'emailMagicLinks' }]);
  });

  it('adds one tab per configured passcode method, in the configured order', () => {
    expect(tabsFor({ products: ['otp'], otpOptions: { methods: ['whatsapp', 'sms', 'email'] } })).toEqual([
      { id: 'whatsapp', owner: 'otp' },
      { id: 'sms', owner: 'otp' },
      { id: 'email', owner: 'otp' },
    ]);
  });

  it('puts magic links and text passcodes side by side', () => {
    expect(tabsFor({ products: ['otp', 'emailMagicLinks'], otpOptions: { methods: ['sms'] } })).toEqual([
      { id: 'sms', owner: 'otp' },
      { id: 'email', owner: 'emailMagicLinks' },
    ]);
  });

  it('gives the Email tab to passwords when magic links are also on', () => {
    expect(tabsFor({ products: ['emailMagicLinks', 'passwords'] })).toEqual([
      { id: 'email', owner: 'passwords' },
    ]);
  });

  it('merges email passcodes into the passwords tab', () => {
    expect(tabsFor({ products: ['otp', 'passwords'], otpOptions: { methods: ['email', 'sms'] } })).toEqual([
      { id: 'email', owner: 'passwords' },
      { id: 'sms', owner: 'otp' },
    ]);
  });

  it('gives products without forms no tabs', () => {
    expect(tabsFor({ products: ['oauth', 'passkeys', 'crypto'] })).toEqual([]);
  });
});
