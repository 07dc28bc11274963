import { expect } from 'vitest';
import type { sdkTestClient, TestResponse } from './sdk-test-client';
import type { ResponseOverrides, SoftAuthenticator } from './soft-authenticator';

type Emulator = ReturnType<typeof sdkTestClient>;

/** The page the test client calls from (sdkTestClient's Origin). */
export const PAGE_ORIGIN = 'http://localhost:3000';

type StartInput = { domain?: string; isPasskey?: boolean; authenticatorType?: string; origin?: string };

/** `webauthn/register/start` as the client sends it for a passkey on localhost; expects success. */
export async function startRegistration(
  emulator: Emulator,
  sessionToken: string,
  { domain = 'localhost', isPasskey = true, authenticatorType, origin = PAGE_ORIGIN }: StartInput = {},
): Promise<string> {
  const started = await emulator.call({
    path: '/webauthn/register/start',
    sessionToken,
    headers: { origin },
    body: {
      domain,
      return_passkey_credential_options: isPasskey,
      authenticator_type: authenticatorType,
      user_agent: 'Mozilla/5.0 (test)',
    },
  });
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  return started.json.data.public_key_credential_creation_options;
}

export function finishRegistration(
  emulator: Emulator,
  sessionToken: string,
  publicKeyCredential: string,
  origin = PAGE_ORIGIN,
): Promise<TestResponse> {
  return emulator.call({
    path: '/webauthn/register',
    sessionToken,
    headers: { origin },
    body: { public_key_credential: publicKeyCredential, session_duration_minutes: 60 },
  });
}

/** A whole registration on `authenticator`; expects success and answers the register response's data. */
export async function registerPasskey(
  emulator: Emulator,
  sessionToken: string,
  authenticator: SoftAuthenticator,
) {
  const options = await startRegistration(emulator, sessionToken);
  const registered = await finishRegistration(
    emulator,
    sessionToken,
    authenticator.create(options, PAGE_ORIGIN),
  );
  expect(registered.status, JSON.stringify(registered.json)).toBe(200);
  return registered.json.data;
}

type LoginStart = {
  kind?: 'primary' | 'secondary' | 'bare';
  sessionToken?: string;
  isPasskey?: boolean;
  domain?: string;
};

/** `webauthn/authenticate/start/...`; expects success and answers the request options string. */
export async function startLogin(
  emulator: Emulator,
  { kind = 'primary', sessionToken, isPasskey = true, domain = 'localhost' }: LoginStart = {},
): Promise<string> {
  const path = kind === 'bare' ? '/webauthn/authenticate/start' : `/webauthn/authenticate/start/${kind}`;
  const started = await emulator.call({
    path,
    sessionToken,
    body: { domain, return_passkey_credential_options: isPasskey },
  });
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  return started.json.data.public_key_credential_request_options;
}

export function finishLogin(
  emulator: Emulator,
  publicKeyCredential: string,
  sessionToken?: string,
): Promise<TestResponse> {
  return emulator.call({
    path: '/webauthn/authenticate',
    sessionToken,
    body: { public_key_credential: publicKeyCredential, session_duration_minutes: 30 },
  });
}

/** A whole login on `authenticator`: start, sign, authenticate; answers the authenticate response. */
export async function logInWith(
  emulator: Emulator,
  authenticator: SoftAuthenticator,
  overrides: ResponseOverrides = {},
  start: LoginStart = {},
): Promise<TestResponse> {
  const options = await startLogin(emulator, start);
  return finishLogin(emulator, authenticator.get(options, PAGE_ORIGIN, overrides), start.sessionToken);
}
