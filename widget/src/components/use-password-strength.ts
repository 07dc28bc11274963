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
  | { policy: 'luds'; missingCharacters: number; missingComplexity: number }
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

function detailOf(response: PasswordStrengthCheckResponse): StrengthDetail {
  switch (response.strength_policy) {
    case 'zxcvbn':
      return { policy: 'zxcvbn', score: response.score, warning: response.feedback.warning };
    case 'luds':
      return {
        policy: 'luds',
        missingCharacters: response.feedback.luds_requirements.missing_characters,
        missingComplexity: response.feedback.luds_requirements.missing_complexity,
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
          detail: detailOf(response),
        };
        setState({ status: 'checked', verdict });
      },
      (cause: unknown) => {
        if (request !== latestRequest.current) return;
        // Shown in place of the feedback and, like every other server error, reported (spec §8).
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
