import type { Project } from '../emulator-store';
import { addMessage } from '../messages/inbox';
import type { MessageChannel } from '../messages/message-collections';
import { isLiveProject } from '../messages/message-senders';
import { passcodeEmail, passcodeText } from '../messages/message-texts';
import { emailFactor, phoneFactor } from '../sessions/factors';
import type { FactorInput } from '../sessions/issue-session';
import type { Recipient } from '../users/send-recipient';
import type { User } from '../users/user-collections';
import { confirmEmail, confirmPhone } from '../users/user-contacts';
import { issueOtp, redeemOtp } from './otp-codes';

/**
 * Texts or emails a fresh passcode for the recipient's method; it lives `expiresInMinutes` or the
 * project's default. An email to a user who has not finished signing up is the signup template's.
 */
export function sendPasscode(
  project: Project,
  input: {
    channel: MessageChannel;
    to: string;
    recipient: Recipient;
    expiresInMinutes: number | undefined;
  },
): void {
  const { channel, to, recipient } = input;
  const expiresInMinutes = input.expiresInMinutes ?? project.settings.otp_expiration_minutes;
  const { code } = issueOtp(project, {
    channel,
    methodId: recipient.methodId,
    userId: recipient.user.user_id,
    expiresInMinutes,
  });
  const projectName = project.settings.project_name;
  const kept = { kind: 'passcode', to, code } as const;
  if (channel === 'email') {
    const isSignup = recipient.isNewUser || recipient.user.status === 'pending';
    addMessage(project, {
      ...kept,
      channel,
      ...passcodeEmail({ projectName, code, isSignup, expiresInMinutes }),
    });
    return;
  }
  addMessage(project, {
    ...kept,
    channel,
    text: passcodeText({
      channel,
      projectName: isLiveProject(project.publicToken) ? projectName : null,
      code,
      expiresInMinutes,
    }),
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
