import { z } from 'zod';
import { requireValidEmail, requireValidPhoneNumber } from '../auth/contact-formats';
import { redeemPasscode, sendPasscode } from '../auth/passcode-flow';
import { type Contact, recipientFor, SEND_MODES, type SendMode } from '../auth/send-recipient';
import { browserCallerProject, callerSession } from '../http/browser-caller';
import type { EmulatorContext } from '../http/env';
import { ok } from '../http/envelope';
import { captchaFields, type FieldErrorTypes, readBody, sessionDurationMinutes } from '../http/validation';
import { issueSession } from '../sessions/issue-session';
import type { MessageChannel } from '../store/model';
import type { SdkRouter } from './router';

/** Passcodes live 1 to 10 minutes; the project's `otp_expiration_minutes` applies when none is given. */
const expirationMinutes = z.number().int().min(1).max(10).nullish();

const phoneSendBody = z.object({
  phone_number: z.string(),
  expiration_minutes: expirationMinutes,
  locale: z.string().nullish(),
  enable_autofill: z.boolean().nullish(),
  autofill_session_duration_minutes: z.number().nullish(),
  create_user_as_pending: z.boolean().nullish(),
  ...captchaFields,
});

const emailSendBody = z.object({
  email: z.string(),
  expiration_minutes: expirationMinutes,
  locale: z.string().nullish(),
  login_template_id: z.string().nullish(),
  signup_template_id: z.string().nullish(),
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
  phone_number: 'invalid_phone_number',
  email: 'invalid_email',
  expiration_minutes: 'invalid_expiration_otp',
  method_id: 'invalid_method_id',
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
  const contact: Contact =
    'email' in body
      ? { kind: 'email', email: requireValidEmail(body.email) }
      : { kind: 'phone', phoneNumber: requireValidPhoneNumber(body.phone_number) };
  const recipient = recipientFor(c, project, mode, contact, body.create_user_as_pending === true);
  sendPasscode(project, {
    channel,
    to: contact.kind === 'email' ? contact.email : contact.phoneNumber,
    recipient,
    expiresInMinutes: body.expiration_minutes ?? undefined,
  });
  return ok(c, {
    user_id: recipient.user.user_id,
    method_id: recipient.methodId,
    [contact.kind === 'email' ? 'email_id' : 'phone_id']: recipient.methodId,
    // Only login_or_create may create a user, so only it says whether it did (as the backend's types say).
    ...(mode === 'login_or_create' ? { user_created: recipient.isNewUser } : {}),
  });
}
