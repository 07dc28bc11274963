import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import { runInPasswordWorker } from '../workers/password-workers';
import { BREACH_DETECTION_ON_CREATE, strengthPolicyOf } from './password-credentials';
import type { StrengthCheckResult, StrengthPolicy } from './strength-check';

/** Why a password that is not breached fails each policy, for the `weak_password` message. */
const POLICY_REFUSALS: Record<StrengthPolicy['kind'], string> = {
  zxcvbn: 'it is too easy to guess',
  luds: 'it does not meet the length and character rules',
  none: 'it is empty',
};

/** The project's strength check of `password`, estimated in a password worker (zxcvbn is slow). */
export function checkProjectPasswordStrength(
  project: Project,
  password: string,
  email: string | undefined,
): Promise<StrengthCheckResult> {
  const input = {
    password,
    email,
    policy: strengthPolicyOf(project.settings),
    breachDetectionOnCreate: BREACH_DETECTION_ON_CREATE,
  };
  return runInPasswordWorker({ kind: 'strength', input });
}

/** Throws 400 `weak_password`, with the strength check in `error_details`, unless the policy passes. */
export async function requireStrongPassword(
  project: Project,
  password: string,
  email: string | undefined,
): Promise<void> {
  const strength = await checkProjectPasswordStrength(project, password, email);
  if (strength.valid_password) return;
  const reason = strength.breached_password
    ? 'it appears in a list of leaked passwords'
    : POLICY_REFUSALS[strength.strength_policy];
  throw new ApiError('weak_password', `The password was refused because ${reason}.`, { ...strength });
}
