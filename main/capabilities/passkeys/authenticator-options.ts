import { z } from 'zod';
import type {
  AuthenticatorCapabilities,
  AuthenticatorTransport,
  ResponseOverrides,
} from '../../../contracts/passkeys';

const CDP_TRANSPORT: Record<AuthenticatorTransport, string> = {
  internal: 'internal',
  usb: 'usb',
  nfc: 'nfc',
  ble: 'ble',
  hybrid: 'cable',
};

/**
 * An authenticator's capabilities as the renderer may ask for them. The browser refuses the
 * combinations below with a protocol error; refusing them here says why in the testbed's words.
 */
export const authenticatorCapabilitiesSchema = z
  .object({
    protocol: z.enum(['ctap2', 'u2f']),
    transport: z.enum(['internal', 'usb', 'nfc', 'ble', 'hybrid']),
    hasResidentKey: z.boolean(),
    hasUserVerification: z.boolean(),
    hasLargeBlob: z.boolean(),
  })
  .superRefine((value, context) => {
    if (value.protocol === 'u2f') {
      if (!['usb', 'nfc', 'ble'].includes(value.transport)) {
        context.addIssue({
          code: 'custom',
          message: 'U2F authenticators connect over USB, NFC or BLE only.',
        });
      }
      if (value.hasResidentKey || value.hasUserVerification || value.hasLargeBlob) {
        context.addIssue({
          code: 'custom',
          message: 'U2F authenticators have no resident keys, user verification or large blobs.',
        });
      }
    }
    if (value.hasLargeBlob && !value.hasResidentKey) {
      context.addIssue({ code: 'custom', message: 'Large blobs need resident key support.' });
    }
  });

export const responseOverridesSchema = z.object({
  isBogusSignature: z.boolean(),
  isBadUV: z.boolean(),
  isBadUP: z.boolean(),
});

export const NO_OVERRIDES: ResponseOverrides = { isBogusSignature: false, isBadUV: false, isBadUP: false };

/** `WebAuthn.addVirtualAuthenticator`'s options for an authenticator in the given state. */
export function toCdpAuthenticatorOptions(
  capabilities: AuthenticatorCapabilities,
  state: { isUserVerified: boolean; isUserPresent: boolean },
): Record<string, unknown> {
  return {
    protocol: capabilities.protocol,
    // CTAP 2.1 is what current platform authenticators speak; U2F ignores the version.
    ...(capabilities.protocol === 'ctap2' ? { ctap2Version: 'ctap2_1' } : {}),
    transport: CDP_TRANSPORT[capabilities.transport],
    hasResidentKey: capabilities.hasResidentKey,
    hasUserVerification: capabilities.hasUserVerification,
    hasLargeBlob: capabilities.hasLargeBlob,
    isUserVerified: state.isUserVerified,
    automaticPresenceSimulation: state.isUserPresent,
  };
}
