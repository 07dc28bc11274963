import { scryptHash, scryptVerify } from '../passwords/scrypt-hash';
import {
  checkPasswordStrength,
  type StrengthCheckInput,
  type StrengthCheckResult,
} from '../passwords/strength-check';

/** What a password worker does: the CPU-heavy steps of password handling. */
export type PasswordTask =
  | { kind: 'strength'; input: StrengthCheckInput }
  | { kind: 'hash'; password: string }
  | { kind: 'verify'; password: string; stored: string };

export type PasswordTaskResult<T extends PasswordTask> = T extends { kind: 'strength' }
  ? StrengthCheckResult
  : T extends { kind: 'hash' }
    ? string
    : boolean;

export function runPasswordTask(task: PasswordTask): StrengthCheckResult | string | boolean {
  switch (task.kind) {
    case 'strength':
      return checkPasswordStrength(task.input);
    case 'hash':
      return scryptHash(task.password);
    case 'verify':
      return scryptVerify(task.password, task.stored);
  }
}
