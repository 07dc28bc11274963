import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import { newId } from '../store/ids';
import type { User, UserWebAuthnRegistration } from '../users/user-collections';
import { requireUser } from '../users/user-contacts';
import { requireRegistrationName } from './registration-name';
import type { ParsedAuthentication, ParsedRegistration } from './responses';
import { verifyAssertion, verifyRegistration } from './verification';
import type { WebAuthnChallengeRecord, WebAuthnCredentialRecord } from './webauthn-collections';

/**
 * The finishing halves of the WebAuthn ceremonies, shared by the browser API (a page's session
 * names the user) and the backend API (a server names the user). Each caller spends the challenge
 * and decides the expected origin first; these verify, store and answer the user and registration.
 */

type RegistrationChallenge = Extract<WebAuthnChallengeRecord, { ceremony: 'registration' }>;

export type CeremonyResult = { user: User; registration: UserWebAuthnRegistration };

/**
 * Verifies a registration response and stores the credential with the user's new registration in
 * one journal entry. Refuses a credential already registered (`duplicate_webauthn_registration`).
 */
export async function storeVerifiedRegistration(
  project: Project,
  parsed: ParsedRegistration,
  challenge: RegistrationChallenge,
  origin: string,
  userId: string,
): Promise<CeremonyResult> {
  const verified = await verifyRegistration(parsed, challenge, origin);
  const { webauthn_credentials: credentials, users } = project.collections;
  if (credentials.lookup(verified.credential_id)) {
    throw new ApiError(
      'duplicate_webauthn_registration',
      'This credential is already registered; the browser refuses it when excludeCredentials lists it.',
    );
  }
  // Read after the verification's await: another call may have changed the user meanwhile.
  const user = requireUser(project, userId);
  const registration: UserWebAuthnRegistration = {
    webauthn_registration_id: newId('webauthn-registration'),
    domain: challenge.domain,
    user_agent: challenge.user_agent,
    authenticator_type:
      parsed.credential.authenticatorAttachment ?? challenge.authenticator_type ?? 'unknown',
    verified: true,
    name: defaultName(user, challenge.is_passkey),
  };
  const credential: WebAuthnCredentialRecord = {
    ...verified,
    webauthn_registration_id: registration.webauthn_registration_id,
    user_id: user.user_id,
    transports: parsed.credential.response.transports ?? [],
    created_at: project.clock.nowIso(),
    last_used_at: null,
  };
  const updated: User = { ...user, webauthn_registrations: [...user.webauthn_registrations, registration] };
  project.commit([
    credentials.putWrite(credential.webauthn_registration_id, credential),
    users.putWrite(user.user_id, updated),
  ]);
  return { user: updated, registration };
}

/**
 * Verifies a login response with the stored credential it names, registered for the challenge's
 * RP id to a user `isAllowedOwner` accepts (a secondary login proves one user; someone else's
 * passkey does not), and records the credential's new counter and use.
 */
export async function verifyStoredAssertion(
  project: Project,
  parsed: ParsedAuthentication,
  challenge: WebAuthnChallengeRecord,
  origin: string,
  isAllowedOwner: (userId: string) => boolean,
): Promise<CeremonyResult> {
  const stored = project.collections.webauthn_credentials.lookup(parsed.credential.id);
  const owner = stored && project.collections.users.get(stored.user_id);
  const registration = owner?.webauthn_registrations.find(
    (r) => r.webauthn_registration_id === stored?.webauthn_registration_id && r.domain === challenge.domain,
  );
  if (!stored || !owner || !registration || !isAllowedOwner(owner.user_id)) {
    throw registrationNotFound(parsed.credential.id);
  }
  const verified = await verifyAssertion(parsed, challenge, origin, stored);
  project.collections.webauthn_credentials.put(stored.webauthn_registration_id, {
    ...stored,
    ...verified,
    last_used_at: project.clock.nowIso(),
  });
  return { user: requireUser(project, owner.user_id), registration };
}

/** Renames one of the user's registrations; `webauthn_registration_not_found` when it has none of that id. */
export function renameRegistration(
  project: Project,
  user: User,
  registrationId: string,
  rawName: string,
): UserWebAuthnRegistration {
  const name = requireRegistrationName(rawName);
  const current = user.webauthn_registrations.find((r) => r.webauthn_registration_id === registrationId);
  if (!current) throw registrationNotFound(registrationId);
  const renamed = { ...current, name };
  project.collections.users.put(user.user_id, {
    ...user,
    webauthn_registrations: user.webauthn_registrations.map((r) => (r === current ? renamed : r)),
  });
  return renamed;
}

export function webauthnFactor(registration: UserWebAuthnRegistration) {
  return {
    type: 'webauthn',
    delivery_method: 'webauthn_registration',
    webauthn_factor: {
      webauthn_registration_id: registration.webauthn_registration_id,
      domain: registration.domain,
      user_agent: registration.user_agent,
    },
  } as const;
}

/** "Passkey", or "Passkey 2" and so on when the user already has one of that name. */
function defaultName(user: User, isPasskey: boolean): string {
  const base = isPasskey ? 'Passkey' : 'Security key';
  const taken = new Set(user.webauthn_registrations.map((r) => r.name));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base} ${n}`)) n += 1;
  return `${base} ${n}`;
}

export function registrationNotFound(id: string): ApiError {
  return new ApiError(
    'webauthn_registration_not_found',
    `No WebAuthn registration matches ${id}; it may have been deleted.`,
  );
}
