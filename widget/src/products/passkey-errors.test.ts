import { describe, expect, it } from 'vitest';
import { apiError } from '../test-support/fake-client';
import {
  describePasskeyLoginFailure,
  describePasskeyRegistrationFailure,
  EmptyPasskeyResponseError,
} from './passkey-errors';

describe('passkey login failures', () => {
  it('name a registration the server no longer has', () => {
    expect(
      describePasskeyLoginFailure(apiError('webauthn_registration_not_found', 'No registration.', 404)),
    ).toBe('passkeys.error.registrationNotFound');
  });

  it('call any other API error, an empty answer or a network failure unknown', () => {
    expect(describePasskeyLoginFailure(apiError('invalid_signature', 'Bad signature.'))).toBe(
      'passkeys.error.unknown',
    );
    expect(describePasskeyLoginFailure(new EmptyPasskeyResponseError())).toBe('passkeys.error.unknown');
    expect(
      describePasskeyLoginFailure(Object.assign(new Error('down'), { name: 'StytchAPIUnreachableError' })),
    ).toBe('passkeys.error.unknown');
  });

  it('say nothing when the user dismissed the prompt, it timed out or was aborted', () => {
    expect(describePasskeyLoginFailure(new DOMException('Dismissed.', 'NotAllowedError'))).toBeNull();
    expect(describePasskeyLoginFailure(new DOMException('Aborted.', 'AbortError'))).toBeNull();
  });
});

describe('passkey registration failures', () => {
  it("call the browser's refusal of an excluded credential a duplicate", () => {
    const refusal = new DOMException('The authenticator was previously registered', 'InvalidStateError');
    expect(describePasskeyRegistrationFailure(refusal)).toBe('passkeys.error.duplicate');
    const synced = new DOMException(
      'At least one credential matches an entry of the excludeCredentials list.',
      'NotAllowedError',
    );
    expect(describePasskeyRegistrationFailure(synced)).toBe('passkeys.error.duplicate');
  });

  it('call a cancelled, timed-out or unverified prompt, or a server refusal, not created', () => {
    expect(describePasskeyRegistrationFailure(new DOMException('Timed out.', 'NotAllowedError'))).toBe(
      'passkeys.error.notCreated',
    );
    expect(describePasskeyRegistrationFailure(apiError('invalid_attestation', 'Bad attestation.'))).toBe(
      'passkeys.error.notCreated',
    );
  });
});
