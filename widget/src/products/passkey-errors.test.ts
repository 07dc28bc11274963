import { describe, expect, it } from 'vitest';
import { apiError, unreachableError } from '../test-support/fake-client';
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

  it('call any other API error or an empty answer unknown', () => {
    expect(describePasskeyLoginFailure(apiError('invalid_signature', 'Bad signature.'))).toBe(
      'passkeys.error.unknown',
    );
    expect(describePasskeyLoginFailure(new EmptyPasskeyResponseError())).toBe('passkeys.error.unknown');
  });

  it('say the servers could not be reached, with no passkey wording, when they could not', () => {
    expect(describePasskeyLoginFailure(unreachableError('Unable to contact our servers.'))).toBe(
      'error.unreachable',
    );
    expect(describePasskeyLoginFailure(unreachableError('Invalid response from our servers.'))).toBe(
      'error.invalidResponse',
    );
  });

  it('say nothing when the user dismissed the prompt, it timed out or was aborted', () => {
    expect(describePasskeyLoginFailure(new DOMException('Dismissed.', 'NotAllowedError'))).toBeNull();
    expect(describePasskeyLoginFailure(new DOMException('Aborted.', 'AbortError'))).toBeNull();
  });

  it('say nothing in the banner when the browser itself refused: it cannot look passkeys up', () => {
    // Chromium's words on a machine with no authenticator, for every conditional request.
    const unsupported = new DOMException(
      "Resident credentials or empty 'allowCredentials' lists are not supported at this time.",
      'NotSupportedError',
    );
    expect(describePasskeyLoginFailure(unsupported)).toBeNull();
    expect(
      describePasskeyLoginFailure(new DOMException('A request is already pending.', 'InvalidStateError')),
    ).toBeNull();
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

  it('say the servers could not be reached when they could not', () => {
    expect(describePasskeyRegistrationFailure(unreachableError('Unable to contact our servers.'))).toBe(
      'error.unreachable',
    );
  });
});
