import type { FactorInput } from '../sessions/issue-session';
import { addMessage } from '../store/inbox';
import type { MessageChannel, User } from '../store/model';
import type { Project } from '../store/project';
import { emailFactor, phoneFactor } from './factors';
import { passcodeMessage } from './message-texts';
import { issueOtp, redeemOtp } from './otp-codes';
import { confirmEmail, confirmPhone } from './user-contacts';

/** Texts or emails a fresh passcode for a method; it lives `expiresInMinutes` or the project's default. */
export function sendPasscode(
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
  const { code } = issueOtp(project, { ...input, expiresInMinutes });
  const text = passcodeMessage({
    projectName: project.settings.project_name,
    code,
    expiresInMinutes,
  });
  addMessage(project, {
    kind: 'passcode',
    channel: input.channel,
    to: input.to,
    code,
    text: text.text,
    // Texts have no subject line; only the email carries one.
    ...(input.channel === 'email' ? { subject: text.subject } : {}),
  });
}

/** Marks the phone number or email the passcode went to as proven, and names the session factor. */
export function confirmMethod(
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

/** Redeems a passcode for a method: the phone or email is proven, and the session factor named. */
export function redeemPasscode(
  project: Project,
  methodId: string,
  code: string,
): { user: User; factor: FactorInput; methodId: string } {
  const otp = redeemOtp(project, methodId, code);
  return { ...confirmMethod(project, otp.user_id, otp.method_id, otp.channel), methodId: otp.method_id };
}
