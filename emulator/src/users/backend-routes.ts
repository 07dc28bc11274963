import { z } from 'zod';
import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import { backendCallerProject } from '../http/backend-caller';
import type { BackendRouter } from '../http/backend-router';
import type { ProviderErrorType } from '../http/error-types';
import { type FieldErrorTypes, readBody } from '../http/validation';
import { newId } from '../store/ids';
import { mergeMetadata } from '../store/metadata';
import { backendOk } from './backend-answer';
import { requireValidEmail, requireValidPhoneNumber } from './contact-formats';
import type { User } from './user-collections';
import { requireUser } from './user-contacts';
import { deleteUserFactor, type FactorKind, hasFactor, isFactorKind } from './user-factors';
import { metadataField, userNameField } from './user-fields';
import { deleteUser, findUserByEmail, findUserByPhone, newUser, normalizeEmail } from './user-records';
import { SEARCH_FIELD_ERRORS, searchUsers, searchUsersBody } from './user-search';

const createBody = z.object({
  email: z.string().nullish(),
  phone_number: z.string().nullish(),
  name: userNameField.nullish(),
  create_user_as_pending: z.boolean().nullish(),
  trusted_metadata: metadataField.nullish(),
  untrusted_metadata: metadataField.nullish(),
  external_id: z.string().nullish(),
  roles: z.array(z.string()).nullish(),
});

const updateBody = z.object({
  name: userNameField.nullish(),
  trusted_metadata: metadataField.nullish(),
  untrusted_metadata: metadataField.nullish(),
  external_id: z.string().nullish(),
  roles: z.array(z.string()).nullish(),
});

const FIELD_ERRORS: FieldErrorTypes = { email: 'invalid_email', phone_number: 'invalid_phone_number' };

/** A new user as `POST /v1/users` makes it: active unless asked pending, its email and phone unproven. */
function createUser(project: Project, body: z.infer<typeof createBody>): User {
  const email = body.email ? normalizeEmail(requireValidEmail(body.email)) : undefined;
  const phoneNumber = body.phone_number ? requireValidPhoneNumber(body.phone_number) : undefined;
  if (email && findUserByEmail(project, email)) {
    throw new ApiError('duplicate_email', `A user with the email ${email} already exists.`);
  }
  if (phoneNumber && findUserByPhone(project, phoneNumber)) {
    throw new ApiError(
      'duplicate_phone_number',
      `A user with the phone number ${phoneNumber} already exists.`,
    );
  }
  const user = newUser(project, {
    status: body.create_user_as_pending ? 'pending' : 'active',
    name: { first_name: '', middle_name: '', last_name: '', ...body.name },
    emails: email ? [{ email_id: newId('email'), email, verified: false }] : [],
    phone_numbers: phoneNumber
      ? [{ phone_id: newId('phone-number'), phone_number: phoneNumber, verified: false }]
      : [],
    trusted_metadata: body.trusted_metadata ?? {},
    untrusted_metadata: body.untrusted_metadata ?? {},
    roles: body.roles ?? [],
    ...(body.external_id ? { external_id: body.external_id } : {}),
  });
  return project.collections.users.put(user.user_id, user);
}

/** The user whose factor list holds an entry with this id. */
function ownerOfFactor(project: Project, kind: FactorKind | 'passwords', id: string): User | undefined {
  return project.collections.users.find((user) => {
    if (kind === 'passwords') return user.password?.password_id === id;
    return hasFactor(user, kind, id);
  });
}

function deletePassword(project: Project, user: User): User {
  const updated = { ...user, password: null };
  project.commit([
    project.collections.users.putWrite(user.user_id, updated),
    ...(project.collections.password_hashes.has(user.user_id)
      ? [project.collections.password_hashes.deleteWrite(user.user_id)]
      : []),
  ]);
  return updated;
}

export function registerBackendUserRoutes(backend: BackendRouter): void {
  backend.post('/users', async (c) => {
    const project = backendCallerProject(c);
    const user = createUser(project, await readBody(c, createBody, FIELD_ERRORS));
    return backendOk(c, {
      user_id: user.user_id,
      email_id: user.emails[0]?.email_id ?? '',
      phone_id: user.phone_numbers[0]?.phone_id ?? '',
      status: user.status,
      user,
    });
  });

  backend.post('/users/search', async (c) => {
    const project = backendCallerProject(c);
    return backendOk(c, searchUsers(project, await readBody(c, searchUsersBody, SEARCH_FIELD_ERRORS)));
  });

  backend.get('/users/:user_id', (c) => {
    const project = backendCallerProject(c);
    const user = requireUser(project, c.req.param('user_id'));
    return backendOk(c, user);
  });

  backend.put('/users/:user_id', async (c) => {
    const project = backendCallerProject(c);
    const user = requireUser(project, c.req.param('user_id'));
    const body = await readBody(c, updateBody);
    const updated = project.collections.users.put(user.user_id, {
      ...user,
      name: { ...user.name, ...body.name },
      trusted_metadata: body.trusted_metadata
        ? mergeMetadata(user.trusted_metadata, body.trusted_metadata)
        : user.trusted_metadata,
      untrusted_metadata: body.untrusted_metadata
        ? mergeMetadata(user.untrusted_metadata, body.untrusted_metadata)
        : user.untrusted_metadata,
      ...(body.roles ? { roles: body.roles } : {}),
      ...(body.external_id ? { external_id: body.external_id } : {}),
    });
    return backendOk(c, {
      user_id: updated.user_id,
      emails: updated.emails,
      phone_numbers: updated.phone_numbers,
      crypto_wallets: updated.crypto_wallets,
      user: updated,
    });
  });

  backend.delete('/users/:user_id', (c) => {
    const userId = c.req.param('user_id');
    if (!deleteUser(backendCallerProject(c), userId)) {
      throw new ApiError('user_not_found', `No user has the id ${userId}.`);
    }
    return backendOk(c, { user_id: userId });
  });

  // users.deleteEmail, deletePhoneNumber, deleteTOTP, deleteCryptoWallet, deleteOAuthRegistration,
  // deleteWebAuthnRegistration, deleteBiometricRegistration, deletePassword: by the entry's id alone.
  backend.delete('/users/:kind/:id', (c) => {
    const project = backendCallerProject(c);
    const kind = c.req.param('kind');
    const id = c.req.param('id');
    if (kind !== 'passwords' && !isFactorKind(kind)) {
      throw new ApiError('route_not_found', `No route DELETE ${c.req.path}.`);
    }
    const owner = ownerOfFactor(project, kind, id);
    if (!owner) throw new ApiError(NOT_FOUND[kind], `No user has a ${kind} entry with id ${id}.`);
    const updated =
      kind === 'passwords' ? deletePassword(project, owner) : deleteUserFactor(project, owner, kind, id);
    return backendOk(c, { user_id: updated.user_id, user: updated });
  });
}

/** What the provider answers for an entry id no user has, per kind of entry. */
const NOT_FOUND: Readonly<Record<FactorKind | 'passwords', ProviderErrorType>> = {
  emails: 'email_not_found',
  phone_numbers: 'phone_number_not_found',
  totps: 'totp_not_found',
  crypto_wallets: 'crypto_wallet_not_found',
  oauth: 'oauth_user_registration_not_found',
  webauthn_registrations: 'webauthn_registration_not_found',
  biometric_registrations: 'biometric_registration_not_found',
  passwords: 'password_not_found',
};
