import type { Project } from '../emulator-store';
import type { User } from '../users/user-collections';
import { SUPPORTED_ALGORITHMS } from './verification';
import type { WebAuthnChallengeRecord, WebAuthnCredentialRecord } from './webauthn-collections';

/** What the options carry of a registration's user, with the client's optional overrides. */
export type RegisteringUser = {
  user: User;
  overrideId?: string | undefined;
  overrideName?: string | undefined;
  overrideDisplayName?: string | undefined;
};

type Descriptor = { type: 'public-key'; id: string; transports?: string[] };

/**
 * The user handle of a user: its id, base64url without padding. Stable, so every passkey of the
 * user carries the same handle, and a tool that sees the handle (the testbed's authenticator panel)
 * can name the emulator user it belongs to.
 */
export function userHandleOf(userId: string): string {
  return Buffer.from(userId, 'utf8').toString('base64url');
}

/**
 * `PublicKeyCredentialCreationOptions` in the WebAuthn JSON form (`../shared/reference/provider-contract.md` §13). The user's
 * credentials for this RP id are excluded, so the browser itself refuses to register an
 * authenticator twice. A passkey must be discoverable (resident).
 */
export function creationOptions(
  project: Project,
  registering: RegisteringUser,
  challenge: Extract<WebAuthnChallengeRecord, { ceremony: 'registration' }>,
  timeoutMs: number,
) {
  const { user } = registering;
  const name = registering.overrideName ?? accountName(user);
  const fullName = [user.name.first_name, user.name.middle_name, user.name.last_name]
    .filter(Boolean)
    .join(' ');
  const attachment = challenge.authenticator_type
    ? { authenticatorAttachment: challenge.authenticator_type }
    : {};
  return {
    rp: { id: challenge.domain, name: project.settings.project_name },
    user: {
      id: registering.overrideId ? userHandleOf(registering.overrideId) : userHandleOf(user.user_id),
      name,
      displayName: registering.overrideDisplayName ?? (fullName || name),
    },
    challenge: challenge.challenge,
    pubKeyCredParams: SUPPORTED_ALGORITHMS.map((alg) => ({ type: 'public-key', alg })),
    timeout: timeoutMs,
    excludeCredentials: descriptorsOf(project, user, challenge.domain),
    attestation: 'none',
    authenticatorSelection: {
      ...attachment,
      residentKey: challenge.is_passkey ? 'required' : 'discouraged',
      requireResidentKey: challenge.is_passkey,
      userVerification: challenge.user_verification,
    },
  };
}

/**
 * `PublicKeyCredentialRequestOptions` in the WebAuthn JSON form. A passkey login (the button or
 * autofill) names no credentials: the browser offers whichever discoverable one it holds for the
 * RP id. A security-key login of a known user lists that user's credentials.
 */
export function requestOptions(
  project: Project,
  challenge: WebAuthnChallengeRecord,
  allowedUser: User | undefined,
  timeoutMs: number,
) {
  return {
    challenge: challenge.challenge,
    rpId: challenge.domain,
    allowCredentials: allowedUser ? descriptorsOf(project, allowedUser, challenge.domain) : [],
    userVerification: challenge.user_verification,
    timeout: timeoutMs,
  };
}

/** The user's registrations for `domain` that have a stored credential, as credential descriptors. */
function descriptorsOf(project: Project, user: User, domain: string): Descriptor[] {
  return user.webauthn_registrations
    .filter((registration) => registration.domain === domain)
    .map((registration) =>
      project.collections.webauthn_credentials.get(registration.webauthn_registration_id),
    )
    .filter((credential): credential is WebAuthnCredentialRecord => credential !== undefined)
    .map((credential) => ({
      type: 'public-key',
      id: credential.credential_id,
      ...(credential.transports.length > 0 ? { transports: credential.transports } : {}),
    }));
}

/** What an authenticator lists the account as: the user's first email or phone number. */
function accountName(user: User): string {
  return user.emails[0]?.email ?? user.phone_numbers[0]?.phone_number ?? user.user_id;
}
