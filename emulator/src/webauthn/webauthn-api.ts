import { z } from 'zod';
import type { FieldErrorTypes } from '../http/validation';

/**
 * What the WebAuthn calls of the browser API (`/sdk/v1/webauthn/...`, for the session's user on the
 * calling page) and of the backend API (`/v1/webauthn/...`, for the user and RP id the server names)
 * share; each API says how an absent option arrives (http/validation's optionalFields, nullishFields).
 */

/** What a registration's start may ask of the creation options. */
export const registrationOptionFields = {
  authenticator_type: z.enum(['platform', 'cross-platform']),
  return_passkey_credential_options: z.boolean(),
  override_id: z.string().min(1).max(64),
  override_name: z.string().min(1),
  override_display_name: z.string().min(1),
};

/** The RP id a ceremony is for, as the caller names it. */
export const domainField = z.string().min(1);

/** The browser's `navigator.credentials` answer, relayed as a JSON string. */
export const publicKeyCredentialField = z.string();

export const WEBAUTHN_FIELD_ERRORS: FieldErrorTypes = {
  domain: 'invalid_webauthn_registration_domain',
  public_key_credential: 'invalid_public_key_credential',
};
