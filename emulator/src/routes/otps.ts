import { z } from 'zod';
import { requireValidEmail, requireValidPhoneNumber } from '../auth/contact-formats';
import { emailFactor, phoneFactor } from '../auth/factors';
import { passcodeMessage } from '../auth/message-texts';
import { issueOtp, redeemOtp } from '../auth/otp-codes';
import {
  confirmEmail,
  confirmPhone,
  emailOfSessionUser,
  findOrCreateEmailUser,
  findOrCreatePhoneUser,
  phoneOfSessionUser,
  requireEmailUser,
  requirePhoneUser,
} from '../auth/user-contacts';
import { callerProject, callerSession, requireCallerSession } from '../http/caller';
import type { EmulatorContext } from '../http/env';
import { ok } from '../http/envelope';
import { captchaFields, readBody, sessionDurationMinutes } from '../http/validation';
import type { FactorInput } from '../sessions/issue-session';
import { issueSession } from '../sessions/issue-session';
import { addMessage } from '../store/inbox';
import type { MessageChannel, User } from '../store/model';
import type { Project } from '../store/project';
import type { SdkRouter } from './router';

const SEND_MODES = ['login_or_create', 'send/primary', 'send/secondary'] as const;
type SendMode = (typeof SEND_MODES)[number];
type PhoneChannel = 'sms' | 'whatsapp';

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

const FIELD_ERRORS = {
  phone_number: 'invalid_phone_number',
  email: 'invalid_email',
  expiration_minutes: 'invalid_expiration_minutes',
  method_id: 'invalid_method_id',
  session_duration_minutes: 'invalid_session_duration_minutes',
};

export function registerOtpRoutes(sdk: SdkRouter): void {
  for (const mode of SEND_MODES) {
    for (const channel of ['sms', 'whatsapp'] as const) {
      sdk.post(`/otps/${channel}/${mode}`, (c) => sendPhonePasscode(c, channel, mode));
    }
    sdk.post(`/otps/email/${mode}`, (c) => sendEmailPasscode(c, mode));
  }

  sdk.post('/otps/authenticate', async (c) => {
    const project = callerProject(c);
    const body = await readBody(c, authenticateBody, FIELD_ERRORS);
    const otp = redeemOtp(project, body.method_id, body.token);
    const { user, factor } = confirmMethod(project, otp.user_id, otp.method_id, otp.channel);
    const auth = await issueSession(
      project,
      user,
      factor,
      body.session_duration_minutes,
      callerSession(c, project),
    );
    return ok(c, { ...auth, method_id: otp.method_id });
  });
}

async function sendPhonePasscode(
  c: EmulatorContext,
  channel: PhoneChannel,
  mode: SendMode,
): Promise<Response> {
  const project = callerProject(c);
  const body = await readBody(c, phoneSendBody, FIELD_ERRORS);
  const phoneNumber = requireValidPhoneNumber(body.phone_number);
  const createAsPending = body.create_user_as_pending ?? undefined;
  const owner =
    mode === 'login_or_create'
      ? findOrCreatePhoneUser(project, phoneNumber, createAsPending)
      : mode === 'send/primary'
        ? requirePhoneUser(project, phoneNumber)
        : phoneOfSessionUser(project, requireCallerSession(c, project).user_id, phoneNumber);
  sendPasscode(project, {
    channel,
    to: phoneNumber,
    methodId: owner.phone.phone_id,
    userId: owner.user.user_id,
    expiresInMinutes: body.expiration_minutes ?? undefined,
  });
  return ok(c, {
    user_id: owner.user.user_id,
    method_id: owner.phone.phone_id,
    phone_id: owner.phone.phone_id,
    user_created: owner.isNewUser,
  });
}

async function sendEmailPasscode(c: EmulatorContext, mode: SendMode): Promise<Response> {
  const project = callerProject(c);
  const body = await readBody(c, emailSendBody, FIELD_ERRORS);
  const email = requireValidEmail(body.email);
  const createAsPending = body.create_user_as_pending ?? undefined;
  const owner =
    mode === 'login_or_create'
      ? findOrCreateEmailUser(project, email, createAsPending)
      : mode === 'send/primary'
        ? requireEmailUser(project, email)
        : emailOfSessionUser(project, requireCallerSession(c, project).user_id, email);
  sendPasscode(project, {
    channel: 'email',
    to: email,
    methodId: owner.email.email_id,
    userId: owner.user.user_id,
    expiresInMinutes: body.expiration_minutes ?? undefined,
  });
  return ok(c, {
    user_id: owner.user.user_id,
    method_id: owner.email.email_id,
    email_id: owner.email.email_id,
    user_created: owner.isNewUser,
  });
}

function sendPasscode(
  project: Project,
  input: {
    channel: MessageChannel;
    to: string;
    methodId: string;
    userId: string;
    expiresInMinutes: number | undefined;
  },
): void {
  const expiresInMinutes = input.expiresInMinutes ?? project.settings.otp_expiration_minutes;
  const otp = issueOtp(project, { ...input, expiresInMinutes });
  const text = passcodeMessage({
    projectName: project.settings.project_name,
    code: otp.code,
    expiresInMinutes,
  });
  addMessage(project, {
    channel: input.channel,
    to: input.to,
    code: otp.code,
    text: text.text,
    // Texts have no subject line; only the email carries one.
    ...(input.channel === 'email' ? { subject: text.subject } : {}),
  });
}

/** Marks the phone number or email the passcode went to as proven, and names the session factor. */
function confirmMethod(
  project: Project,
  userId: string,
  methodId: string,
  channel: MessageChannel,
): { user: User; factor: FactorInput } {
  if (channel === 'email') {
    const { user, email } = confirmEmail(project, userId, methodId);
    return { user, factor: emailFactor('otp', email) };
  }
  const { user, phone } = confirmPhone(project, userId, methodId);
  return { user, factor: phoneFactor(channel, phone) };
}
