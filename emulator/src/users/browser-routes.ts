import { z } from 'zod';
import { ApiError } from '../http/api-error';
import { browserCallerProject } from '../http/browser-caller';
import { ok } from '../http/envelope';
import type { SdkRouter } from '../http/sdk-router';
import { captchaFields, readBody } from '../http/validation';
import { requireCallerSession } from '../sessions/caller-session';
import { mergeMetadata } from '../store/metadata';
import { requireValidEmail } from './contact-formats';
import { requireUser } from './user-contacts';
import { deleteUserFactor, isFactorKind } from './user-factors';
import { metadataField, userNameField } from './user-fields';
import { findUserByEmail } from './user-records';

const updateBody = z.object({
  name: userNameField.optional(),
  untrusted_metadata: metadataField.optional(),
});

const searchBody = z.object({ email: z.string(), ...captchaFields });

export function registerUserRoutes(sdk: SdkRouter): void {
  sdk.get('/users/me', (c) => {
    const project = browserCallerProject(c);
    return ok(c, requireUser(project, requireCallerSession(c, project).user_id));
  });

  sdk.put('/users/me', async (c) => {
    const project = browserCallerProject(c);
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
    if (!isFactorKind(kind)) throw new ApiError('route_not_found', `No route DELETE ${c.req.path}.`);
    const project = browserCallerProject(c);
    const user = requireUser(project, requireCallerSession(c, project).user_id);
    const updated = deleteUserFactor(project, user, kind, c.req.param('id'));
    return ok(c, { user_id: updated.user_id, __user: updated });
  });

  sdk.post('/users/search', async (c) => {
    const project = browserCallerProject(c);
    const body = await readBody(c, searchBody, { email: 'invalid_email' });
    const user = findUserByEmail(project, requireValidEmail(body.email));
    const userType = !user ? 'new' : user.password ? 'password' : 'passwordless';
    return ok(c, { userType });
  });
}
