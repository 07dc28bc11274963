import { z } from 'zod';
import { ApiError } from '../http/api-error';
import { browserCallerProject } from '../http/browser-caller';
import { ok } from '../http/envelope';
import type { SdkRouter } from '../http/sdk-router';
import { captchaFields, readBody } from '../http/validation';
import { issueSession } from '../sessions/issue-session';
import { secretDigest } from '../store/secret-digest';
import { requireUser } from '../users/user-contacts';

/** The provider caps an impersonated session at an hour; the request names no length. */
const IMPERSONATED_SESSION_MINUTES = 60;

const authenticateBody = z.object({ impersonation_token: z.string(), ...captchaFields });

/** Tokens are minted by the control API (`POST /control/v1/projects/:token/impersonation_tokens`). */
export function registerImpersonationRoutes(sdk: SdkRouter): void {
  sdk.post('/impersonation/authenticate', async (c) => {
    const project = browserCallerProject(c);
    const body = await readBody(c, authenticateBody, { impersonation_token: 'invalid_token' });
    const record = project.collections.impersonation_tokens.get(secretDigest(body.impersonation_token));
    if (!record) throw refused('The impersonation token is unknown.');
    if (record.used_at !== null) throw refused('The impersonation token was already used; each works once.');
    if (project.clock.hasPassed(record.expires_at)) throw refused('The impersonation token has expired.');
    project.collections.impersonation_tokens.put(record.impersonation_token_digest, {
      ...record,
      used_at: project.clock.nowIso(),
    });
    // Always a new session: an impersonator never joins the session the browser may already hold.
    const auth = await issueSession(
      project,
      requireUser(project, record.user_id),
      {
        type: 'impersonated',
        delivery_method: 'impersonation',
        impersonated_factor: {
          impersonator_id: record.impersonator_id,
          impersonator_email_address: record.impersonator_email_address,
        },
      },
      IMPERSONATED_SESSION_MINUTES,
    );
    return ok(c, auth);
  });
}

function refused(message: string): ApiError {
  return new ApiError('unable_to_auth_impersonation_token', message);
}
