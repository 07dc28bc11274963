import { describe, expect, it } from 'vitest';
import { AUTHENTICATOR_PRESETS } from '../../../contracts/authenticator-presets';
import { authenticatorCapabilitiesSchema, toCdpAuthenticatorOptions } from './authenticator-options';

const refusal = (value: unknown) => {
  const parsed = authenticatorCapabilitiesSchema.safeParse(value);
  return parsed.success ? null : parsed.error.issues.map((issue) => issue.message);
};

const CTAP2_USB = {
  protocol: 'ctap2',
  transport: 'usb',
  hasResidentKey: false,
  hasUserVerification: false,
  hasLargeBlob: false,
};

describe('authenticator options', () => {
  it('accepts both presets: a platform passkey and a security key', () => {
    for (const preset of Object.values(AUTHENTICATOR_PRESETS)) expect(refusal(preset)).toBeNull();
    expect(AUTHENTICATOR_PRESETS['platform passkey']).toMatchObject({
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    });
  });

  it('refuses what a U2F key cannot be, and a large blob without resident keys', () => {
    expect(refusal({ ...CTAP2_USB, protocol: 'u2f', transport: 'internal' })).toEqual([
      'U2F authenticators connect over USB, NFC or BLE only.',
    ]);
    expect(refusal({ ...CTAP2_USB, protocol: 'u2f', hasUserVerification: true })).toEqual([
      'U2F authenticators have no resident keys, user verification or large blobs.',
    ]);
    expect(refusal({ ...CTAP2_USB, hasLargeBlob: true })).toEqual(['Large blobs need resident key support.']);
    expect(refusal({ ...CTAP2_USB, transport: 'cable' })).not.toBeNull();
  });

  it('names a hybrid transport as CDP does, and leaves the CTAP version out for U2F', () => {
    const state = { isUserVerified: false, isUserPresent: false };
    expect(
      toCdpAuthenticatorOptions({ ...AUTHENTICATOR_PRESETS['security key'], transport: 'hybrid' }, state),
    ).toMatchObject({ transport: 'cable', ctap2Version: 'ctap2_1', automaticPresenceSimulation: false });
    const u2f = toCdpAuthenticatorOptions(
      { ...AUTHENTICATOR_PRESETS['security key'], protocol: 'u2f' },
      state,
    );
    expect(u2f).not.toHaveProperty('ctap2Version');
  });
});
