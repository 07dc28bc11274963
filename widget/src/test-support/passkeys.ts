import type { User } from '@stytch/vanilla-js/headless';
import type { WidgetClient } from '../client/widget-client';
import type { FakeClientBuilder } from './fake-client';

type AuthenticateOptions = Parameters<WidgetClient['webauthn']['authenticate']>[0];
type AuthenticateResult = Awaited<ReturnType<WidgetClient['webauthn']['authenticate']>>;

/** One `webauthn.authenticate` call the test settles itself. */
export type PasskeyRequest = {
  options: AuthenticateOptions;
  resolve(value: AuthenticateResult): void;
  reject(error: unknown): void;
};

/**
 * Makes `webauthn.authenticate` behave like the browser behind it: each call stays pending until the
 * test settles it, and rejects with an AbortError when its signal aborts. Returns the calls so far.
 */
export function browserPasskeyRequests(builder: FakeClientBuilder): PasskeyRequest[] {
  const requests: PasskeyRequest[] = [];
  builder.handles(
    'webauthn.authenticate',
    (options) =>
      new Promise<AuthenticateResult>((resolve, reject) => {
        requests.push({ options, resolve, reject });
        options.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      }),
  );
  return requests;
}

/** A passkey login's answer, as far as the widget reads it. */
export function passkeyLoginResponse(registrationId = 'webauthn-registration-test-1'): AuthenticateResult {
  return { webauthn_registration_id: registrationId } as AuthenticateResult;
}

/** A signed-in user with these passkeys (only what the widget reads of a user). */
export function userWithPasskeys(...passkeys: { id: string; name: string }[]): User {
  return {
    user_id: 'user-test-1',
    webauthn_registrations: passkeys.map(({ id, name }) => ({
      webauthn_registration_id: id,
      name,
      domain: 'localhost',
      user_agent: 'test',
      authenticator_type: 'platform',
      verified: true,
    })),
  } as unknown as User;
}
