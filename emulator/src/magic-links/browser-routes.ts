import { z } from 'zod';
import { browserCallerProject } from '../http/browser-caller';
import type { EmulatorContext } from '../http/env';
import { ok } from '../http/envelope';
import type { SdkRouter } from '../http/sdk-router';
import { captchaFields, readBody, sessionDurationMinutes } from '../http/validation';
import { callerSession } from '../sessions/caller-session';
import { emailFactor } from '../sessions/factors';
import { issueSession } from '../sessions/issue-session';
import { recipientFor, SEND_MODES, type SendMode } from '../users/send-recipient';
import {
  MAGIC_LINK_SEND_FIELD_ERRORS,
  magicLinkSendFields,
  redeemMagicLink,
  sendMagicLinkEmail,
} from './magic-link-flows';

const sendBody = z.object({ ...magicLinkSendFields, ...captchaFields });

const authenticateBody = z.object({
  token: z.string().min(1),
  code_verifier: z.string().nullish(),
  session_duration_minutes: sessionDurationMinutes,
  ...captchaFields,
});

export function registerMagicLinkRoutes(sdk: SdkRouter): void {
  for (const mode of SEND_MODES) sdk.post(`/magic_links/email/${mode}`, (c) => sendMagicLink(c, mode));

  sdk.post('/magic_links/authenticate', async (c) => {
    const project = browserCallerProject(c);
    const body = await readBody(c, authenticateBody, {
      session_duration_minutes: 'invalid_session_duration_minutes',
    });
    const { user, email } = redeemMagicLink(project, body.token, body.code_verifier ?? undefined);
    const auth = await issueSession(
      project,
      user,
      emailFactor('magic_link', email),
      body.session_duration_minutes,
      callerSession(c, project),
    );
    return ok(c, { ...auth, method_id: email.email_id });
  });
}

async function sendMagicLink(c: EmulatorContext, mode: SendMode): Promise<Response> {
  const project = browserCallerProject(c);
  const body = await readBody(c, sendBody, MAGIC_LINK_SEND_FIELD_ERRORS);
  // The provider creates users active unless asked otherwise.
  const sent = sendMagicLinkEmail(project, body, (email) =>
    recipientFor(c, project, mode, { kind: 'email', email }, body.create_user_as_pending === true),
  );
  // Only login_or_create may create a user, so only it says whether it did (as the backend's types say).
  const { user_created: _, ...sentTo } = sent;
  return ok(c, mode === 'login_or_create' ? sent : sentTo);
}
