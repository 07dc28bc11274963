import { z } from 'zod';
import { ApiError } from '../http/api-error';
import { backendCallerProject } from '../http/backend-caller';
import type { BackendRouter } from '../http/backend-router';
import { type FieldErrorTypes, nullishFields, readBody } from '../http/validation';
import {
  logInFromBackend,
  requireUsableSessionFields,
  SESSION_FIELD_ERRORS,
  sessionFields,
} from '../sessions/session-options';
import { backendOk } from '../users/backend-answer';
import { requireUser } from '../users/user-contacts';
import { hasFactor } from '../users/user-factors';
import {
  registrationNotFound,
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
import { requireOriginOfRelyingParty, requireServerRelyingPartyId } from './relying-party';
import { parseAuthenticationResponse, parseRegistrationResponse } from './responses';
import {
  domainField,
  publicKeyCredentialField,
  registrationOptionFields,
  WEBAUTHN_FIELD_ERRORS,
} from './webauthn-api';

const registerStartBody = z.object({
  user_id: z.string().min(1),
  domain: domainField,
  user_agent: z.string().nullish(),
  ...nullishFields(registrationOptionFields),
  // The emulator always emits base64url, which is what this flag asks for.
  use_base64_url_encoding: z.boolean().nullish(),
});

const registerBody = z.object({
  user_id: z.string().min(1),
  public_key_credential: publicKeyCredentialField,
  ...sessionFields,
});

const authenticateStartBody = z.object({
  domain: domainField,
  user_id: z.string().min(1).nullish(),
  return_passkey_credential_options: z.boolean().nullish(),
  use_base64_url_encoding: z.boolean().nullish(),
});

const authenticateBody = z.object({ public_key_credential: publicKeyCredentialField, ...sessionFields });

const FIELD_ERRORS: FieldErrorTypes = {
  ...WEBAUTHN_FIELD_ERRORS,
  authenticator_type: 'invalid_authenticator_type',
  ...SESSION_FIELD_ERRORS,
};

/**
 * WebAuthn through the backend API: the server names the user and the RP id (`domain`) and relays
 * the browser's `navigator.credentials` response as JSON. No page calls the emulator, so the page
 * origin is checked from the RP id (webauthn/relying-party); everything else is the browser API's
 * verification (webauthn/ceremony-flows). A challenge is answered only through the API that issued it.
 */
export function registerBackendWebAuthnRoutes(backend: BackendRouter): void {
  backend.post('/webauthn/register/start', async (c) => {
    const project = backendCallerProject(c);
    const body = await readBody(c, registerStartBody, FIELD_ERRORS);
    const user = requireUser(project, body.user_id);
    const challenge = issueChallenge(
      project,
      {
        ceremony: 'registration',
        session_id: null,
        backend: { user_id: user.user_id },
        domain: requireServerRelyingPartyId(body.domain),
        user_verification: project.settings.webauthn_user_verification,
        is_passkey: body.return_passkey_credential_options === true,
        authenticator_type: body.authenticator_type ?? null,
        user_agent: body.user_agent ?? '',
      },
      REGISTRATION_CHALLENGE_MINUTES,
    );
    const options = creationOptions(
      project,
      {
        user,
        overrideId: body.override_id ?? undefined,
        overrideName: body.override_name ?? undefined,
        overrideDisplayName: body.override_display_name ?? undefined,
      },
      challenge,
      REGISTRATION_CHALLENGE_MINUTES * 60_000,
    );
    return backendOk(c, {
      user_id: user.user_id,
      public_key_credential_creation_options: JSON.stringify(options),
    });
  });

  backend.post('/webauthn/register', async (c) => {
    const project = backendCallerProject(c);
    const body = await readBody(c, registerBody, FIELD_ERRORS);
    const parsed = parseRegistrationResponse(body.public_key_credential);
    await requireUsableSessionFields(project, body);
    const challenge = spendChallenge(project, parsed.clientData.challenge, 'registration', null, 'backend');
    // The challenge was made for one user's options (its user handle, its excluded credentials).
    if (challenge.backend?.user_id !== body.user_id) throw challengeOfOtherUser();
    const origin = requireOriginOfRelyingParty(challenge, parsed.clientData.origin);
    const { user, registration } = await storeVerifiedRegistration(
      project,
      parsed,
      challenge,
      origin,
      body.user_id,
    );
    const auth = await logInFromBackend(project, user, webauthnFactor(registration), body);
    return backendOk(c, { ...auth, webauthn_registration_id: registration.webauthn_registration_id });
  });

  backend.post('/webauthn/authenticate/start', async (c) => {
    const project = backendCallerProject(c);
    const body = await readBody(c, authenticateStartBody, FIELD_ERRORS);
    const user = body.user_id ? requireUser(project, body.user_id) : undefined;
    const challenge = issueChallenge(
      project,
      {
        ceremony: 'authentication',
        session_id: null,
        backend: { user_id: user?.user_id ?? null },
        domain: requireServerRelyingPartyId(body.domain),
        user_verification: project.settings.webauthn_user_verification,
      },
      AUTHENTICATION_CHALLENGE_MINUTES,
    );
    // A passkey login names no credentials (the browser offers any it holds); a named user's
    // security-key login lists that user's, as the browser API's secondary login does.
    const listedUser = body.return_passkey_credential_options === true ? undefined : user;
    const options = requestOptions(project, challenge, listedUser, AUTHENTICATION_CHALLENGE_MINUTES * 60_000);
    return backendOk(c, {
      user_id: user?.user_id ?? '',
      public_key_credential_request_options: JSON.stringify(options),
    });
  });

  backend.post('/webauthn/authenticate', async (c) => {
    const project = backendCallerProject(c);
    const body = await readBody(c, authenticateBody, FIELD_ERRORS);
    const parsed = parseAuthenticationResponse(body.public_key_credential);
    await requireUsableSessionFields(project, body);
    const challenge = spendChallenge(project, parsed.clientData.challenge, 'authentication', null, 'backend');
    const origin = requireOriginOfRelyingParty(challenge, parsed.clientData.origin);
    const namedUserId = challenge.backend?.user_id ?? null;
    const { user, registration } = await verifyStoredAssertion(
      project,
      parsed,
      challenge,
      origin,
      (userId) => namedUserId === null || userId === namedUserId,
    );
    const auth = await logInFromBackend(project, user, webauthnFactor(registration), body);
    return backendOk(c, { ...auth, webauthn_registration_id: registration.webauthn_registration_id });
  });

  backend.put('/webauthn/:webauthn_registration_id', async (c) => {
    const project = backendCallerProject(c);
    const id = c.req.param('webauthn_registration_id');
    const body = await readBody(c, z.object({ name: z.string() }), FIELD_ERRORS);
    const owner = project.collections.users.find((user) => hasFactor(user, 'webauthn_registrations', id));
    if (!owner) throw registrationNotFound(id);
    return backendOk(c, { webauthn_registration: renameRegistration(project, owner, id, body.name) });
  });

  backend.get('/webauthn/credentials/:user_id/:domain', (c) => {
    const project = backendCallerProject(c);
    const user = requireUser(project, c.req.param('user_id'));
    const domain = c.req.param('domain');
    const credentials = user.webauthn_registrations
      .filter((registration) => registration.domain === domain)
      .flatMap((registration) => {
        const stored = project.collections.webauthn_credentials.get(registration.webauthn_registration_id);
        return stored
          ? [
              {
                credential_id: stored.credential_id,
                webauthn_registration_id: stored.webauthn_registration_id,
                type: 'public-key',
                public_key: stored.public_key,
              },
            ]
          : [];
      });
    return backendOk(c, { credentials });
  });
}

function challengeOfOtherUser(): ApiError {
  return new ApiError(
    'user_id_mismatch',
    'The response signs a challenge issued for another user; call webauthn.registerStart with this user_id first.',
  );
}
