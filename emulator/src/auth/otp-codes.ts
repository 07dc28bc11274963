import { ApiError } from '../http/api-error';
import { newId } from '../store/ids';
import type { MessageChannel, OtpRecord } from '../store/model';
import type { Project } from '../store/project';
import { isSameSecret, secretDigest } from '../store/secret-digest';
import { generatePasscode } from './passcode';

/** Wrong guesses one passcode survives; the last of them burns it, so guessing a code is hopeless. */
export const MAX_OTP_ATTEMPTS = 5;

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
    failed_attempts: 0,
    used_at: null,
  };
  project.collections.otps.put(record.otp_id, record);
  return { code, record };
}

/** Checks a passcode for a method and uses it up; every failure is a thrown ApiError. */
export function redeemOtp(project: Project, methodId: string, code: string): OtpRecord {
  const record = project.collections.otps.find((o) => o.method_id === methodId && o.used_at === null);
  if (!record) {
    throw new ApiError(
      401,
      'otp_code_not_found',
      'No passcode is waiting for this method_id; request a new one.',
    );
  }
  if (record.failed_attempts >= MAX_OTP_ATTEMPTS) {
    throw new ApiError(
      429,
      'too_many_otp_attempts',
      `This passcode was locked after ${MAX_OTP_ATTEMPTS} wrong attempts; request a new one.`,
    );
  }
  if (project.clock.hasPassed(record.expires_at)) {
    throw new ApiError(401, 'otp_code_expired', 'This passcode has expired; request a new one.');
  }
  if (!isSameSecret(secretDigest(code), record.code_digest)) {
    project.collections.otps.put(record.otp_id, { ...record, failed_attempts: record.failed_attempts + 1 });
    throw new ApiError(401, 'otp_code_not_found', 'The passcode is wrong; check it and try again.');
  }
  return project.collections.otps.put(record.otp_id, { ...record, used_at: project.clock.nowIso() });
}
