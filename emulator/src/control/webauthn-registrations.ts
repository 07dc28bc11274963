import type { Project } from '../emulator-store';
import type { UserWebAuthnRegistration } from '../users/user-collections';
import type { WebAuthnCredentialRecord } from '../webauthn/webauthn-collections';

/**
 * A user's WebAuthn registration as the control API lists it: the public entry of the user object
 * joined with its stored credential (without the public key), so a tool can match an
 * authenticator's credential id to the emulator user it logs in.
 */
export type WebAuthnRegistrationSummary = UserWebAuthnRegistration &
  Omit<WebAuthnCredentialRecord, 'public_key'>;

/** Every registration of the project, or of one user, oldest user first. */
export function listWebAuthnRegistrations(project: Project, userId?: string): WebAuthnRegistrationSummary[] {
  const { users, webauthn_credentials: credentials } = project.collections;
  const owners = userId === undefined ? users.all() : users.filter((u) => u.user_id === userId);
  return owners.flatMap((user) =>
    user.webauthn_registrations.flatMap((registration) => {
      const credential = credentials.get(registration.webauthn_registration_id);
      if (!credential) return [];
      const { public_key: _publicKey, ...stored } = credential;
      return [{ ...registration, ...stored }];
    }),
  );
}
