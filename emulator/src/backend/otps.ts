import { z } from 'zod';
import { requireValidEmail, requireValidPhoneNumber } from '../auth/contact-formats';
import { redeemPasscode, sendPasscode } from '../auth/passcode-flow';
import { type Contact, recipientOf, type SendMode } from '../auth/send-recipient';
import { backendCallerProject } from '../http/backend-caller';
import type { EmulatorContext } from '../http/env';
import { type FieldErrorTypes, readBody } from '../http/validation';
import type { MessageChannel } from '../store/model';
import { backendOk } from './answer';
import type { BackendRouter } from './router';
import { backendSendMode, sendTargetFields } from './send-target';
import {
  logInFromBackend,
  requireUsableSessionFields,
  SESSION_FIELD_ERRORS,
  sessionFields,
} from './session-options';

/** Passcodes live 1 to 10 minutes; the project's `otp_expiration_minutes` applies when none is given. */
const expirationMinutes = z.number().int().min(1).max(10).nullish();

const commonSendFields = {
  expiration_minutes: expirationMinutes,
  locale: z.string().nullish(),
  create_user_as_pending: z.boolean().nullish(),
  enable_autofill: z.boolean().nullish(),
  login_template_id: z.string().nullish(),
  signup_template_id: z.string().nullish(),
  ...sendTargetFields,
};
const phoneSendBody = z.object({ phone_number: z.string(), ...commonSendFields });
const emailSendBody = z.object({ email: z.string(), ...commonSendFields });

const authenticateBody = z.object({ method_id: z.string().min(1), code: z.string(), ...sessionFields });

const FIELD_ERRORS: FieldErrorTypes = {
  phone_number: 'invalid_phone_number',
  email: 'invalid_email',
  expiration_minutes: 'invalid_expiration_otp',
  method_id: 'invalid_method_id',
  ...SESSION_FIELD_ERRORS,
};

/** `login_or_create` finds or creates the contact's user; `send` needs its owner, or adds it to the user named. */
async function sendPasscodeFromBackend(
  c: EmulatorContext,
  channel: MessageChannel,
  kind: 'login_or_create' | 'send',
): Promise<Response> {
  const project = backendCallerProject(c);
  const body = await readBody(c, channel === 'email' ? emailSendBody : phoneSendBody, FIELD_ERRORS);
  const contact: Contact =
    'email' in body
      ? { kind: 'email', email: requireValidEmail(body.email) }
      : { kind: 'phone', phoneNumber: requireValidPhoneNumber(body.phone_number) };
  const { mode, userId }: { mode: SendMode; userId: () => string } =
    kind === 'login_or_create'
      ? { mode: 'login_or_create', userId: () => '' }
      : await backendSendMode(project, body);
  const recipient = recipientOf(project, mode, contact, body.create_user_as_pending === true, userId);
  sendPasscode(project, {
    channel,
    to: contact.kind === 'email' ? contact.email : contact.phoneNumber,
    recipient,
    expiresInMinutes: body.expiration_minutes ?? undefined,
  });
  return backendOk(c, {
    user_id: recipient.user.user_id,
    [contact.kind === 'email' ? 'email_id' : 'phone_id']: recipient.methodId,
    ...(kind === 'login_or_create' ? { user_created: recipient.isNewUser } : {}),
  });
}

export function registerBackendOtpRoutes(backend: BackendRouter): void {
  for (const channel of ['sms', 'whatsapp', 'email'] as const) {
    for (const kind of ['login_or_create', 'send'] as const) {
      backend.post(`/otps/${channel}/${kind}`, (c) => sendPasscodeFromBackend(c, channel, kind));
    }
  }

  backend.post('/otps/authenticate', async (c) => {
    const project = backendCallerProject(c);
    const body = await readBody(c, authenticateBody, FIELD_ERRORS);
    await requireUsableSessionFields(project, body);
    const { user, factor, methodId } = redeemPasscode(project, body.method_id, body.code);
    const auth = await logInFromBackend(project, user, factor, body);
    return backendOk(c, { ...auth, method_id: methodId, reset_sessions: false });
  });
}
