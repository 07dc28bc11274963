import { z } from 'zod';
import { browserCallerProject } from '../http/browser-caller';
import type { EmulatorContext } from '../http/env';
import { ok } from '../http/envelope';
import type { SdkRouter } from '../http/sdk-router';
import {
  captchaFields,
  type FieldErrorTypes,
  optionalFields,
  readBody,
  sessionDurationMinutes,
} from '../http/validation';
import { callerSession, requireCallerSession } from '../sessions/caller-session';
import { issueSession } from '../sessions/issue-session';
import type { SessionRecord } from '../sessions/session-collections';
import { requireUser } from '../users/user-contacts';
import {
  renameRegistration,
  storeVerifiedRegistration,
  verifyStoredAssertion,
  webauthnFactor,
} from './ceremony-flows';
import {
  AUTHENTICATION_CHALLENGE_MINUTES,
  issueChallenge,
  REGISTRATION_CHALLENGE_MINUTES,
  spendChallenge,
} from './challenges';
import { creationOptions, requestOptions } from './options';
import { requireOrigin, requireRelyingParty } from './relying-party';
import { parseAuthenticationResponse, parseRegistrationResponse } from './responses';
import {
  domainField,
  publicKeyCredentialField,
  registrationOptionFields,
  WEBAUTHN_FIELD_ERRORS,
} from './webauthn-api';

const registerStartBody = z.object({
  domain: domainField,
  ...optionalFields(registrationOptionFields),
  user_agent: z.string().default(''),
  // Only forwarded by the client, which decodes either encoding; the emulator always emits base64url.
  use_base64_url_encoding: z.boolean().optional(),
});

const registerBody = z.object({
  public_key_credential: publicKeyCredentialField,
  // The client sends none unless its caller gave one: the session then keeps the length it has.
  session_duration_minutes: sessionDurationMinutes.optional(),
});

const authenticateStartBody = z.object({
  domain: domainField,
  return_passkey_credential_options: z.boolean().optional(),
});

const authenticateBody = z.object({
  public_key_credential: publicKeyCredentialField,
  session_duration_minutes: sessionDurationMinutes,
  ...captchaFields,
});

const updateBody = z.object({ name: z.string() });

const FIELD_ERRORS: FieldErrorTypes = {
  ...WEBAUTHN_FIELD_ERRORS,
  session_duration_minutes: 'invalid_session_duration_minutes',
};

/**
 * WebAuthn registration and login (`../shared/reference/provider-contract.md` §11.3, §13). Each ceremony's start call hands out a
 * single-use challenge and the options the browser needs; the finishing call verifies the
 * browser's response cryptographically against that challenge, the calling page's origin and the
 * RP id, and for a login against the stored public key.
 */
export function registerWebAuthnRoutes(sdk: SdkRouter): void {
  sdk.post('/webauthn/register/start', async (c) => {
    const project = browserCallerProject(c);
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
    const project = browserCallerProject(c);
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
    const { user, registration } = await storeVerifiedRegistration(
      project,
      parsed,
      challenge,
      origin,
      session.user_id,
    );
    const auth = await issueSession(
      project,
      user,
      webauthnFactor(registration),
      body.session_duration_minutes ?? session.duration_minutes,
      session,
    );
    return ok(c, { ...auth, webauthn_registration_id: registration.webauthn_registration_id });
  });

  // 3.x and later clients name the kind of login; 2.x called the bare path (`../shared/reference/provider-contract.md` §11.4).
  sdk.post('/webauthn/authenticate/start/primary', (c) => startAuthentication(c, 'primary'));
  sdk.post('/webauthn/authenticate/start/secondary', (c) => startAuthentication(c, 'secondary'));
  sdk.post('/webauthn/authenticate/start', (c) => startAuthentication(c, 'by-session'));

  sdk.post('/webauthn/authenticate', async (c) => {
    const project = browserCallerProject(c);
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
    // A secondary login proves the signed-in user; someone else's passkey does not.
    const isAllowedOwner = (userId: string) => challenge.session_id === null || userId === session?.user_id;
    const { user, registration } = await verifyStoredAssertion(
      project,
      parsed,
      challenge,
      origin,
      isAllowedOwner,
    );
    const auth = await issueSession(
      project,
      user,
      webauthnFactor(registration),
      body.session_duration_minutes,
      session,
    );
    return ok(c, { ...auth, webauthn_registration_id: registration.webauthn_registration_id });
  });

  sdk.put('/webauthn/update/:id', async (c) => {
    const project = browserCallerProject(c);
    const user = requireUser(project, requireCallerSession(c, project).user_id);
    const body = await readBody(c, updateBody, FIELD_ERRORS);
    const renamed = renameRegistration(project, user, c.req.param('id'), body.name);
    // Only the registration, as both clients' WebAuthnUpdateResponse declare it.
    return ok(c, { webauthn_registration: renamed });
  });
}

/**
 * A primary login knows no user yet; a secondary one extends the caller's session, so its
 * challenge is bound to that session and a security-key login lists the user's credentials.
 * The bare path decides by whether the caller holds a session.
 */
async function startAuthentication(c: EmulatorContext, kind: 'primary' | 'secondary' | 'by-session') {
  const project = browserCallerProject(c);
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
  // The user the login is for: the session's on a secondary login, none yet (empty) on a primary one,
  // as the backend API answers a start that names no user.
  return ok(c, {
    user_id: session?.user_id ?? '',
    public_key_credential_request_options: JSON.stringify(options),
  });
}
