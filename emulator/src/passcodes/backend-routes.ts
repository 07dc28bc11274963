import { z } from 'zod';
import { backendCallerProject } from '../http/backend-caller';
import type { BackendRouter } from '../http/backend-router';
import type { EmulatorContext } from '../http/env';
import { type FieldErrorTypes, readBody } from '../http/validation';
import type { MessageChannel } from '../messages/message-collections';
import {
  logInFromBackend,
  requireUsableSessionFields,
  SESSION_FIELD_ERRORS,
  sessionFields,
} from '../sessions/session-options';
import { backendOk } from '../users/backend-answer';
import { recipientOf, type SendMode } from '../users/send-recipient';
import { backendSendMode, sendTargetFields } from '../users/send-target';
import {
  contactOfSendBody,
  emailTemplateFields,
  PASSCODE_FIELD_ERRORS,
  passcodeSendFields,
  sendPasscodeTo,
} from './passcode-api';
import { redeemPasscode } from './passcode-flows';

const commonSendFields = {
  ...passcodeSendFields,
  create_user_as_pending: z.boolean().nullish(),
  enable_autofill: z.boolean().nullish(),
  ...emailTemplateFields,
  ...sendTargetFields,
};
const phoneSendBody = z.object({ phone_number: z.string(), ...commonSendFields });
const emailSendBody = z.object({ email: z.string(), ...commonSendFields });

const authenticateBody = z.object({ method_id: z.string().min(1), code: z.string(), ...sessionFields });

const FIELD_ERRORS: FieldErrorTypes = { ...PASSCODE_FIELD_ERRORS, ...SESSION_FIELD_ERRORS };

/** `login_or_create` finds or creates the contact's user; `send` needs its owner, or adds it to the user named. */
async function sendPasscodeFromBackend(
  c: EmulatorContext,
  channel: MessageChannel,
  kind: 'login_or_create' | 'send',
): Promise<Response> {
  const project = backendCallerProject(c);
  const body = await readBody(c, channel === 'email' ? emailSendBody : phoneSendBody, FIELD_ERRORS);
  const contact = contactOfSendBody(body);
  const { mode, userId }: { mode: SendMode; userId: () => string } =
    kind === 'login_or_create'
      ? { mode: 'login_or_create', userId: () => '' }
      : await backendSendMode(project, body);
  const recipient = recipientOf(project, mode, contact, body.create_user_as_pending === true, userId);
  return backendOk(
    c,
    sendPasscodeTo(project, {
      channel,
      contact,
      recipient,
      expirationMinutes: body.expiration_minutes,
      isLoginOrCreate: kind === 'login_or_create',
    }),
  );
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
