import type { PasswordStrengthCheckResponse } from '@stytch/vanilla-js/headless';
import { useCallback, useRef, useState } from 'react';
import type { DisplayMessage } from '../state/display-message';
import { describeErrorInServerWords } from '../strings/server-errors';
import { useDisplayText } from './Message';
import { useDebouncedCallback } from './use-debounced-callback';
import { useWidget } from './widget-context';

/** The policy-specific part of the server's verdict; other policies give no detail to show. */
export type StrengthDetail =
  | { policy: 'zxcvbn'; score: number; warning: string }
  | {
      policy: 'luds';
      missingCharacters: number;
      missingComplexity: number;
      /** The rules' counts as far as the answer tells them (see `ludsCountsOf`). */
      minimumLength: number;
      complexity: number;
    }
  | { policy: 'none' };

/** The server's verdict on one password. */
export type StrengthVerdict = {
  password: string;
  isValid: boolean;
  isBreached: boolean;
  detail: StrengthDetail;
};

export type StrengthState =
  | { status: 'unchecked' }
  | { status: 'checked'; verdict: StrengthVerdict }
  | { status: 'failed'; problem: DisplayMessage };

export type PasswordStrength = {
  state: StrengthState;
  /** Asks the server about `password` once typing pauses. */
  check(password: string): void;
  /** Whether the server said `password` itself (not an earlier one) is a valid password. */
  accepts(password: string): boolean;
};

/**
 * The LUDS counts implied by an answer, for projects whose bootstrap carries no password config. The
 * server does not send the policy itself, but what the password has plus what it lacks is exactly the
 * requirement while something is missing (the usual case from the first keystroke); once a rule is
 * met it is the best bound the answer gives.
 */
function ludsCountsOf(
  password: string,
  requirements: PasswordStrengthCheckResponse['feedback']['luds_requirements'],
): { minimumLength: number; complexity: number } {
  const { has_upper_case, has_lower_case, has_digit, has_symbol } = requirements;
  const kindsPresent = [has_upper_case, has_lower_case, has_digit, has_symbol].filter(Boolean).length;
  return {
    minimumLength: password.length + requirements.missing_characters,
    complexity: Math.min(4, kindsPresent + requirements.missing_complexity),
  };
}

function detailOf(response: PasswordStrengthCheckResponse, password: string): StrengthDetail {
  switch (response.strength_policy) {
    case 'zxcvbn':
      return {
        policy: 'zxcvbn',
        score: response.score,
        // For a breached password the server's warning says so too; the breach notice alone says it.
        warning: response.breached_password ? '' : response.feedback.warning,
      };
    case 'luds':
      return {
        policy: 'luds',
        missingCharacters: response.feedback.luds_requirements.missing_characters,
        missingComplexity: response.feedback.luds_requirements.missing_complexity,
        ...ludsCountsOf(password, response.feedback.luds_requirements),
      };
    default:
      return { policy: 'none' };
  }
}

/**
 * The strength check behind a new-password field: debounced, with the account's email when there is
 * one, keeping only the answer to the latest request so a slow reply never overwrites a newer one.
 */
export function usePasswordStrength(email?: string): PasswordStrength {
  const { client, reportError } = useWidget();
  const displayText = useDisplayText();
  const [state, setState] = useState<StrengthState>({ status: 'unchecked' });
  const latestRequest = useRef(0);

  const check = useDebouncedCallback((password: string) => {
    const request = ++latestRequest.current;
    client.passwords.strengthCheck(email ? { email, password } : { password }).then(
      (response) => {
        if (request !== latestRequest.current) return;
        const verdict: StrengthVerdict = {
          password,
          isValid: response.valid_password,
          isBreached: response.breached_password,
          detail: detailOf(response, password),
        };
        setState({ status: 'checked', verdict });
      },
      (cause: unknown) => {
        if (request !== latestRequest.current) return;
        // Shown in place of the feedback and, like every other server error, reported (`../shared/spec/widget-spec.md` §8).
        const problem = describeErrorInServerWords(cause);
        setState({ status: 'failed', problem });
        reportError({ message: displayText(problem), cause });
      },
    );
  });

  const accepts = useCallback(
    (password: string) =>
      state.status === 'checked' && state.verdict.isValid && state.verdict.password === password,
    [state],
  );

  return { state, check, accepts };
}
