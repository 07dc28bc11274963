import { z } from 'zod';
import { requireValidEmail } from '../auth/contact-formats';
import { requireUser } from '../auth/user-contacts';
import { ApiError } from '../http/api-error';
import { callerProject, requireCallerSession } from '../http/caller';
import { ok } from '../http/envelope';
import { captchaFields, readBody } from '../http/validation';
import type { User } from '../store/model';
import { findUserByEmail } from '../store/users';
import type { SdkRouter } from './router';

const updateBody = z.object({
  name: z
    .object({
      first_name: z.string().optional(),
      middle_name: z.string().optional(),
      last_name: z.string().optional(),
    })
    .optional(),
  untrusted_metadata: z.record(z.string(), z.unknown()).optional(),
});

const searchBody = z.object({ email: z.string(), ...captchaFields });

/** The factor lists a user can drop one entry from, by the path segment the client deletes under. */
const DELETABLE = {
  emails: { list: 'emails', idKey: 'email_id', notFound: 'email_not_found' },
  phone_numbers: { list: 'phone_numbers', idKey: 'phone_id', notFound: 'phone_number_not_found' },
  totps: { list: 'totps', idKey: 'totp_id', notFound: 'totp_not_found' },
  crypto_wallets: { list: 'crypto_wallets', idKey: 'crypto_wallet_id', notFound: 'crypto_wallet_not_found' },
  oauth: {
    list: 'providers',
    idKey: 'oauth_user_registration_id',
    notFound: 'oauth_user_registration_not_found',
  },
  webauthn_registrations: {
    list: 'webauthn_registrations',
    idKey: 'webauthn_registration_id',
    notFound: 'webauthn_registration_not_found',
  },
  biometric_registrations: {
    list: 'biometric_registrations',
    idKey: 'biometric_registration_id',
    notFound: 'biometric_registration_not_found',
  },
} as const;

type DeletableKind = keyof typeof DELETABLE;

function isDeletableKind(kind: string): kind is DeletableKind {
  return Object.hasOwn(DELETABLE, kind);
}

export function registerUserRoutes(sdk: SdkRouter): void {
  sdk.get('/users/me', (c) => {
    const project = callerProject(c);
    return ok(c, requireUser(project, requireCallerSession(c, project).user_id));
  });

  sdk.put('/users/me', async (c) => {
    const project = callerProject(c);
    const user = requireUser(project, requireCallerSession(c, project).user_id);
    const body = await readBody(c, updateBody);
    const updated = project.collections.users.put(user.user_id, {
      ...user,
      name: { ...user.name, ...body.name },
      untrusted_metadata: body.untrusted_metadata
        ? mergeMetadata(user.untrusted_metadata, body.untrusted_metadata)
        : user.untrusted_metadata,
    });
    return ok(c, {
      user_id: updated.user_id,
      emails: updated.emails,
      phone_numbers: updated.phone_numbers,
      crypto_wallets: updated.crypto_wallets,
      __user: updated,
    });
  });

  sdk.delete('/users/:kind/:id', (c) => {
    const kind = c.req.param('kind');
    if (!isDeletableKind(kind)) throw new ApiError(404, 'route_not_found', `No route DELETE ${c.req.path}.`);
    const project = callerProject(c);
    const user = requireUser(project, requireCallerSession(c, project).user_id);
    const id = c.req.param('id');
    const updated = withoutFactor(user, kind, id);
    const { users, totps } = project.collections;
    // A TOTP's secret and recovery codes go with it, in the same journal entry.
    const secretGone = kind === 'totps' && totps.has(id) ? [totps.deleteWrite(id)] : [];
    project.commit([users.putWrite(user.user_id, updated), ...secretGone]);
    return ok(c, { user_id: updated.user_id, __user: updated });
  });

  sdk.post('/users/search', async (c) => {
    const project = callerProject(c);
    const body = await readBody(c, searchBody, { email: 'invalid_email' });
    const user = findUserByEmail(project, requireValidEmail(body.email));
    const userType = !user ? 'new' : user.password ? 'password' : 'passwordless';
    return ok(c, { userType });
  });
}

/** Top-level keys merge; a key set to null is removed, as the provider patches metadata. */
function mergeMetadata(current: Record<string, unknown>, patch: Record<string, unknown>) {
  const merged: Record<string, unknown> = { ...current, ...patch };
  for (const [key, value] of Object.entries(patch)) if (value === null) delete merged[key];
  return merged;
}

function withoutFactor(user: User, kind: DeletableKind, id: string): User {
  const { list, idKey, notFound } = DELETABLE[kind];
  const entries = user[list] as readonly Record<string, unknown>[];
  const remaining = entries.filter((entry) => entry[idKey] !== id);
  if (remaining.length === entries.length) {
    throw new ApiError(404, notFound, `The user has no ${kind.replace(/_/g, ' ')} entry with id ${id}.`);
  }
  return { ...user, [list]: remaining };
}
