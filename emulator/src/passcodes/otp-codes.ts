import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import type { MessageChannel } from '../messages/message-collections';
import { newId } from '../store/ids';
import { isSameSecret, secretDigest } from '../store/secret-digest';
import { clearFailedSignInsWrites, recordFailedSignIn, requireNotLocked } from '../users/user-lock';
import type { OtpRecord } from './otp-collections';
import { generatePasscode } from './passcode';

/**
 * A fresh passcode for a phone number or email; any earlier unused one for it stops working. The
 * record keeps the code's digest; the caller gets the code itself for the message, the one place it is written.
 */
export function issueOtp(
  project: Project,
  input: { methodId: string; userId: string; channel: MessageChannel; expiresInMinutes: number },
): { code: string; record: OtpRecord } {
  const code = generatePasscode();
  for (const earlier of project.collections.otps.filter(
    (o) => o.method_id === input.methodId && o.used_at === null,
  )) {
    project.collections.otps.delete(earlier.otp_id);
  }
  const record: OtpRecord = {
    otp_id: newId('otp'),
    method_id: input.methodId,
    user_id: input.userId,
    channel: input.channel,
    code_digest: secretDigest(code),
    ...project.clock.lifetime(input.expiresInMinutes),
    used_at: null,
  };
  project.collections.otps.put(record.otp_id, record);
  return { code, record };
}

/**
 * Checks a passcode for a method and uses it up; every failure is a thrown ApiError, in the provider's
 * words: a wrong code, or none sent, is `otp_code_not_found`; a code already used or expired is
 * `unable_to_auth_otp_code` (the message says which). A wrong code counts towards the user's lock,
 * a right one clears the count, and a locked user is refused before the code is looked at.
 */
export function redeemOtp(project: Project, methodId: string, code: string): OtpRecord {
  const record = project.collections.otps.find((o) => o.method_id === methodId && o.used_at === null);
  const latest = record ?? latestOtp(project, methodId);
  if (!latest) {
    throw new ApiError('otp_code_not_found', 'No passcode was sent for this method_id; request one.');
  }
  requireNotLocked(project, latest.user_id);
  const isRightCode = isSameSecret(secretDigest(code), latest.code_digest);
  if (!record && isRightCode) {
    throw new ApiError('unable_to_auth_otp_code', 'This passcode was used already; request a new one.');
  }
  if (!record || !isRightCode) {
    recordFailedSignIn(project, latest.user_id);
    throw new ApiError('otp_code_not_found', 'The passcode is wrong; check it and try again.');
  }
  if (project.clock.hasPassed(record.expires_at)) {
    throw new ApiError('unable_to_auth_otp_code', 'This passcode has expired; request a new one.');
  }
  const forgetFailures = clearFailedSignInsWrites(project, record.user_id);
  if (forgetFailures.length > 0) project.commit(forgetFailures);
  return project.collections.otps.put(record.otp_id, { ...record, used_at: project.clock.nowIso() });
}

/** The passcode sent last for a method, used or not. */
function latestOtp(project: Project, methodId: string): OtpRecord | undefined {
  return project.collections.otps
    .filter((o) => o.method_id === methodId)
    .reduce<OtpRecord | undefined>(
      (last, o) => (!last || o.created_at > last.created_at ? o : last),
      undefined,
    );
}
