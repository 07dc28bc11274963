import { isBreachedPassword } from './breached-passwords';
import { checkLuds, type LudsRequirements, type LudsRules, satisfiesLuds } from './luds';
import { estimateStrength } from './zxcvbn';

/** `none` takes any non-empty password; breached passwords are refused under every policy. */
export type StrengthPolicy =
  | { readonly kind: 'zxcvbn' }
  | ({ readonly kind: 'luds' } & LudsRules)
  | { readonly kind: 'none' };

/** The `data` of `POST /passwords/strength_check`, field for field. */
export interface StrengthCheckResult {
  valid_password: boolean;
  score: number;
  breached_password: boolean;
  breach_detection_on_create: boolean;
  strength_policy: StrengthPolicy['kind'];
  feedback: {
    suggestions: string[];
    warning: string;
    luds_requirements: LudsRequirements;
  };
}

/** zxcvbn's own bar: 3 ("safely unguessable") or better. */
export const MIN_ZXCVBN_SCORE = 3;

const BREACHED_WARNING =
  'This password has appeared in a data breach. Choose a password that you have not used anywhere else.';

export interface StrengthCheckInput {
  password: string;
  email?: string | undefined;
  policy: StrengthPolicy;
  /** Whether `POST /passwords` refuses breached passwords; reported back, not decided here. */
  breachDetectionOnCreate: boolean;
}

function isAllowedBy(
  policy: StrengthPolicy,
  password: string,
  score: number,
  luds: LudsRequirements,
): boolean {
  switch (policy.kind) {
    case 'zxcvbn':
      return score >= MIN_ZXCVBN_SCORE;
    case 'luds':
      return satisfiesLuds(luds);
    case 'none':
      return password.length > 0;
  }
}

export function checkPasswordStrength(input: StrengthCheckInput): StrengthCheckResult {
  const { password, email, policy } = input;
  const userInputs = email ? [email, email.split('@')[0] ?? email] : [];
  const estimate = estimateStrength(password, userInputs);
  const breached = isBreachedPassword(password);

  // Under zxcvbn and none no LUDS rule applies, so only the character classes found are reported.
  const luds =
    policy.kind === 'luds'
      ? checkLuds(password, policy)
      : checkLuds(password, { minLength: 0, minComplexity: 0 });
  const meetsPolicy = isAllowedBy(policy, password, estimate.score, luds);

  return {
    valid_password: meetsPolicy && !breached,
    score: estimate.score,
    breached_password: breached,
    breach_detection_on_create: input.breachDetectionOnCreate,
    strength_policy: policy.kind,
    feedback: {
      suggestions: policy.kind === 'zxcvbn' ? estimate.suggestions : [],
      warning: breached ? BREACHED_WARNING : policy.kind === 'zxcvbn' ? estimate.warning : '',
      luds_requirements: luds,
    },
  };
}
