import { z } from 'zod';
import { requireUser } from '../auth/user-contacts';
import { ApiError } from '../http/api-error';
import { callerProject, callerSession, requireCallerSession } from '../http/caller';
import type { EmulatorContext } from '../http/env';
import { ok } from '../http/envelope';
import { captchaFields, readBody, sessionDurationMinutes } from '../http/validation';
import { issueSession } from '../sessions/issue-session';
import { newId } from '../store/ids';
import type { SessionRecord, User, UserWebAuthnRegistration, WebAuthnCredentialRecord } from '../store/model';
import {
  AUTHENTICATION_CHALLENGE_MINUTES,
  issueChallenge,
  REGISTRATION_CHALLENGE_MINUTES,
  spendChallenge,
} from '../webauthn/challenges';
import { creationOptions, requestOptions } from '../webauthn/options';
import { requireRegistrationName } from '../webauthn/registration-name';
import { requireOrigin, requireRelyingParty } from '../webauthn/relying-party';
import { parseAuthenticationResponse, parseRegistrationResponse } from '../webauthn/responses';
import { verifyAssertion, verifyRegistration } from '../webauthn/verification';
import type { SdkRouter } from './router';

const registerStartBody = z.object({
  domain: z.string().min(1),
  authenticator_type: z.enum(['platform', 'cross-platform']).optional(),
  return_passkey_credential_options: z.boolean().optional(),
  override_id: z.string().min(1).max(64).optional(),
  override_name: z.string().min(1).optional(),
  override_display_name: z.string().min(1).optional(),
  user_agent: z.string().default(''),
  // Only forwarded by the client, which decodes either encoding; the emulator always emits base64url.
  use_base64_url_encoding: z.boolean().optional(),
});

const registerBody = z.object({
  public_key_credential: z.string(),
  // The client sends none unless its caller gave one: the session then keeps the length it has.
  session_duration_minutes: sessionDurationMinutes.optional(),
});

const authenticateStartBody = z.object({
  domain: z.string().min(1),
  return_passkey_credential_options: z.boolean().optional(),
});

const authenticateBody = z.object({
  public_key_credential: z.string(),
  session_duration_minutes: sessionDurationMinutes,
  ...captchaFields,
});

const updateBody = z.object({ name: z.string() });

const FIELD_ERRORS = {
  domain: 'invalid_webauthn_domain',
  public_key_credential: 'invalid_public_key_credential',
  session_duration_minutes: 'invalid_session_duration_minutes',
  name: 'invalid_webauthn_registration_name',
};

/**
 * WebAuthn registration and login (contract §11.3, §13). Each ceremony's start call hands out a
 * single-use challenge and the options the browser needs; the finishing call verifies the
 * browser's response cryptographically against that challenge, the calling page's origin and the
 * RP id, and for a login against the stored public key.
 */
export function registerWebAuthnRoutes(sdk: SdkRouter): void {
  sdk.post('/webauthn/register/start', async (c) => {
    const project = callerProject(c);
    const session = requireCallerSession(c, project);
    const user = requireUser(project, session.user_id);
    const body = await readBody(c, registerStartBody, FIELD_ERRORS);
    const { domain } = requireRelyingParty(project, body.domain, c.req.header('origin'));
    const challenge = issueChallenge(
      project,
      {
        ceremony: 'registration',
        session_id: session.session_id,
        domain,
        user_verification: project.settings.webauthn_user_verification,
        is_passkey: body.return_passkey_credential_options === true,
        authenticator_type: body.authenticator_type ?? null,
        user_agent: body.user_agent,
      },
      REGISTRATION_CHALLENGE_MINUTES,
    );
    const options = creationOptions(
      project,
      {
        user,
        overrideId: body.override_id,
        overrideName: body.override_name,
        overrideDisplayName: body.override_display_name,
      },
      challenge,
      REGISTRATION_CHALLENGE_MINUTES * 60_000,
    );
    return ok(c, { user_id: user.user_id, public_key_credential_creation_options: JSON.stringify(options) });
  });

  sdk.post('/webauthn/register', async (c) => {
    const project = callerProject(c);
    const session = requireCallerSession(c, project);
    const body = await readBody(c, registerBody, FIELD_ERRORS);
    const parsed = parseRegistrationResponse(body.public_key_credential);
    const origin = requireOrigin(c.req.header('origin'));
    const challenge = spendChallenge(
      project,
      parsed.clientData.challenge,
      'registration',
      session.session_id,
    );
    const verified = await verifyRegistration(parsed, challenge, origin);
    const { webauthn_credentials: credentials, users } = project.collections;
    if (credentials.lookup(verified.credential_id)) {
      throw new ApiError(
        400,
        'duplicate_webauthn_registration',
        'This credential is already registered; the browser refuses it when excludeCredentials lists it.',
      );
    }
    // Read after the verification's await: another call may have changed the user meanwhile.
    const user = requireUser(project, session.user_id);
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
    const updated: User = {
      ...user,
      webauthn_registrations: [...user.webauthn_registrations, registration],
    };
    project.commit([
      credentials.putWrite(credential.webauthn_registration_id, credential),
      users.putWrite(user.user_id, updated),
    ]);
    const auth = await issueSession(
      project,
      updated,
      webauthnFactor(registration),
      body.session_duration_minutes ?? session.duration_minutes,
      session,
    );
    return ok(c, { ...auth, webauthn_registration_id: registration.webauthn_registration_id });
  });

  // 3.x and later clients name the kind of login; 2.x called the bare path (contract §11.4).
  sdk.post('/webauthn/authenticate/start/primary', (c) => startAuthentication(c, 'primary'));
  sdk.post('/webauthn/authenticate/start/secondary', (c) => startAuthentication(c, 'secondary'));
  sdk.post('/webauthn/authenticate/start', (c) => startAuthentication(c, 'by-session'));

  sdk.post('/webauthn/authenticate', async (c) => {
    const project = callerProject(c);
    const session = callerSession(c, project);
    const body = await readBody(c, authenticateBody, FIELD_ERRORS);
    const parsed = parseAuthenticationResponse(body.public_key_credential);
    const origin = requireOrigin(c.req.header('origin'));
    const challenge = spendChallenge(
      project,
      parsed.clientData.challenge,
      'authentication',
      session?.session_id ?? null,
    );
    const stored = project.collections.webauthn_credentials.lookup(parsed.credential.id);
    const owner = stored && project.collections.users.get(stored.user_id);
    const registration = owner?.webauthn_registrations.find(
      (r) => r.webauthn_registration_id === stored?.webauthn_registration_id && r.domain === challenge.domain,
    );
    // A secondary login proves the signed-in user; someone else's passkey does not.
    const isOtherUser = challenge.session_id !== null && owner?.user_id !== session?.user_id;
    if (!stored || !owner || !registration || isOtherUser) throw registrationNotFound(parsed.credential.id);
    const verified = await verifyAssertion(parsed, challenge, origin, stored);
    project.collections.webauthn_credentials.put(stored.webauthn_registration_id, {
      ...stored,
      ...verified,
      last_used_at: project.clock.nowIso(),
    });
    const auth = await issueSession(
      project,
      requireUser(project, owner.user_id),
      webauthnFactor(registration),
      body.session_duration_minutes,
      session,
    );
    return ok(c, { ...auth, webauthn_registration_id: registration.webauthn_registration_id });
  });

  sdk.put('/webauthn/update/:id', async (c) => {
    const project = callerProject(c);
    const user = requireUser(project, requireCallerSession(c, project).user_id);
    const body = await readBody(c, updateBody, FIELD_ERRORS);
    const name = requireRegistrationName(body.name);
    const id = c.req.param('id');
    const current = user.webauthn_registrations.find((r) => r.webauthn_registration_id === id);
    if (!current) throw registrationNotFound(id);
    const renamed = { ...current, name };
    project.collections.users.put(user.user_id, {
      ...user,
      webauthn_registrations: user.webauthn_registrations.map((r) => (r === current ? renamed : r)),
    });
    return ok(c, { user_id: user.user_id, webauthn_registration: renamed });
  });
}

/**
 * A primary login knows no user yet; a secondary one extends the caller's session, so its
 * challenge is bound to that session and a security-key login lists the user's credentials.
 * The bare path decides by whether the caller holds a session.
 */
async function startAuthentication(c: EmulatorContext, kind: 'primary' | 'secondary' | 'by-session') {
  const project = callerProject(c);
  const session: SessionRecord | undefined =
    kind === 'secondary'
      ? requireCallerSession(c, project)
      : kind === 'by-session'
        ? callerSession(c, project)
        : undefined;
  const body = await readBody(c, authenticateStartBody, FIELD_ERRORS);
  const { domain } = requireRelyingParty(project, body.domain, c.req.header('origin'));
  const challenge = issueChallenge(
    project,
    {
      ceremony: 'authentication',
      session_id: session?.session_id ?? null,
      domain,
      user_verification: project.settings.webauthn_user_verification,
    },
    AUTHENTICATION_CHALLENGE_MINUTES,
  );
  const isPasskey = body.return_passkey_credential_options === true;
  const listedUser = session && !isPasskey ? requireUser(project, session.user_id) : undefined;
  const options = requestOptions(project, challenge, listedUser, AUTHENTICATION_CHALLENGE_MINUTES * 60_000);
  return ok(c, { public_key_credential_request_options: JSON.stringify(options) });
}

function webauthnFactor(registration: UserWebAuthnRegistration) {
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

function registrationNotFound(id: string): ApiError {
  return new ApiError(
    404,
    'webauthn_registration_not_found',
    `No WebAuthn registration matches ${id}; it may have been deleted.`,
  );
}
