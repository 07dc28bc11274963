import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import { ApiError } from '../http/api-error';

/** What the browser put in `clientDataJSON`, the part of a response the emulator reads before verifying it. */
export type ClientData = { type: string; challenge: string; origin: string };

const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/, 'expected base64url without padding');

const credentialFields = {
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  // webauthn-json copies the browser's value, which is null when the browser does not know it.
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).nullish(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

const registrationSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string()).default([]),
  }),
});

const authenticationSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.nullish(),
  }),
});

const clientDataSchema = z.object({ type: z.string(), challenge: z.string(), origin: z.string() });

export type ParsedRegistration = { credential: RegistrationResponseJSON; clientData: ClientData };
export type ParsedAuthentication = { credential: AuthenticationResponseJSON; clientData: ClientData };

/** The `public_key_credential` string of `webauthn/register`, in the WebAuthn JSON form (`../shared/reference/provider-contract.md` §13). */
export function parseRegistrationResponse(text: string): ParsedRegistration {
  const { authenticatorAttachment, ...credential } = parseCredential(text, registrationSchema);
  return {
    credential: { ...credential, ...(authenticatorAttachment ? { authenticatorAttachment } : {}) },
    clientData: decodeClientData(credential.response.clientDataJSON),
  } as ParsedRegistration;
}

/** The `public_key_credential` string of `webauthn/authenticate`. */
export function parseAuthenticationResponse(text: string): ParsedAuthentication {
  const { authenticatorAttachment, ...credential } = parseCredential(text, authenticationSchema);
  const { userHandle, ...response } = credential.response;
  return {
    credential: {
      ...credential,
      response: { ...response, ...(userHandle ? { userHandle } : {}) },
      ...(authenticatorAttachment ? { authenticatorAttachment } : {}),
    },
    clientData: decodeClientData(credential.response.clientDataJSON),
  } as ParsedAuthentication;
}

function parseCredential<S extends z.ZodType>(text: string, schema: S): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalidCredential('public_key_credential is not a JSON string.');
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw invalidCredential(`public_key_credential.${issue?.path.join('.')}: ${issue?.message}`);
  }
  return result.data;
}

function decodeClientData(encoded: string): ClientData {
  try {
    return clientDataSchema.parse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
  } catch {
    throw invalidCredential('response.clientDataJSON is not the JSON a browser writes.');
  }
}

function invalidCredential(message: string): ApiError {
  return new ApiError('invalid_public_key_credential', message);
}
