import { z } from 'zod';

/**
 * The fields of the password calls that the browser API (`/sdk/v1/passwords/...`) and the backend API
 * (`/v1/passwords/...`) share; each API adds its own session fields (and the browser's captcha ones).
 * Field errors are PASSWORD_FIELD_ERRORS (password-flows.ts), also shared.
 */
const password = z.string();

/** A sign-up's or a login's email and password. */
export const credentialFields = { email: z.string(), password };

/** `passwords/email/reset`: the emailed token and the new password. */
export const resetByEmailFields = { token: z.string().min(1), password };

/** `passwords/email/reset`'s verifier of the start's PKCE challenge, after the session fields in the browser API. */
export const codeVerifierField = z.string().nullish();

/** `passwords/existing_password/reset`: the user's email, the password they have and the one they want. */
export const resetByExistingFields = {
  email: z.string(),
  existing_password: password,
  new_password: password,
};

/** `passwords/session/reset`: the new password of the session's user. */
export const resetBySessionFields = { password };

/** `passwords/strength_check`, the same body in both APIs. */
export const strengthCheckBody = z.object({ email: z.string().nullish(), password });
