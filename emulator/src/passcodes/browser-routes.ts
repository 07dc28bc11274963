import { z } from 'zod';
import { browserCallerProject } from '../http/browser-caller';
import type { EmulatorContext } from '../http/env';
import { ok } from '../http/envelope';
import type { SdkRouter } from '../http/sdk-router';
import { captchaFields, type FieldErrorTypes, readBody, sessionDurationMinutes } from '../http/validation';
import type { MessageChannel } from '../messages/message-collections';
import { callerSession } from '../sessions/caller-session';
import { issueSession } from '../sessions/issue-session';
import { recipientFor, SEND_MODES, type SendMode } from '../users/send-recipient';
import {
  contactOfSendBody,
  emailTemplateFields,
  PASSCODE_FIELD_ERRORS,
  passcodeSendFields,
  sendPasscodeTo,
} from './passcode-api';
import { redeemPasscode } from './passcode-flows';

const phoneSendBody = z.object({
  phone_number: z.string(),
  ...passcodeSendFields,
  enable_autofill: z.boolean().nullish(),
  autofill_session_duration_minutes: z.number().nullish(),
  create_user_as_pending: z.boolean().nullish(),
  ...captchaFields,
});

const emailSendBody = z.object({
  email: z.string(),
  ...passcodeSendFields,
  ...emailTemplateFields,
  create_user_as_pending: z.boolean().nullish(),
  ...captchaFields,
});

const authenticateBody = z.object({
  token: z.string(),
  method_id: z.string().min(1),
  session_duration_minutes: sessionDurationMinutes,
  ...captchaFields,
});

const FIELD_ERRORS: FieldErrorTypes = {
  ...PASSCODE_FIELD_ERRORS,
  session_duration_minutes: 'invalid_session_duration_minutes',
};

export function registerOtpRoutes(sdk: SdkRouter): void {
  for (const mode of SEND_MODES) {
    for (const channel of ['sms', 'whatsapp', 'email'] as const) {
      sdk.post(`/otps/${channel}/${mode}`, (c) => sendPasscodeRoute(c, channel, mode));
    }
  }

  sdk.post('/otps/authenticate', async (c) => {
    const project = browserCallerProject(c);
    const body = await readBody(c, authenticateBody, FIELD_ERRORS);
    const { user, factor, methodId } = redeemPasscode(project, body.method_id, body.token);
    const auth = await issueSession(
      project,
      user,
      factor,
      body.session_duration_minutes,
      callerSession(c, project),
    );
    return ok(c, { ...auth, method_id: methodId });
  });
}

/** Every passcode send: by SMS, WhatsApp or email, in any send mode. */
async function sendPasscodeRoute(
  c: EmulatorContext,
  channel: MessageChannel,
  mode: SendMode,
): Promise<Response> {
  const project = browserCallerProject(c);
  const body = await readBody(c, channel === 'email' ? emailSendBody : phoneSendBody, FIELD_ERRORS);
  const contact = contactOfSendBody(body);
  const recipient = recipientFor(c, project, mode, contact, body.create_user_as_pending === true);
  const { user_id, ...ids } = sendPasscodeTo(project, {
    channel,
    contact,
    recipient,
    expirationMinutes: body.expiration_minutes,
    isLoginOrCreate: mode === 'login_or_create',
  });
  // The client reads `method_id`; the ids beside it are the backend's, which the same answer carries.
  return ok(c, { user_id, method_id: recipient.methodId, ...ids });
}
