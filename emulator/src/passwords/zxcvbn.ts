import { type Score, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

export interface ZxcvbnEstimate {
  score: Score;
  warning: string;
  suggestions: string[];
}

// zxcvbn's l33t matcher grows combinatorially with substitutable characters: with the library's
// defaults one 50-character password took seconds of blocked event loop (see `npm run bench`).
// A handful of substitutions and the first 64 characters keep every check in tens of milliseconds;
// anything longer is strong whatever the rest holds.
const L33T_MAX_SUBSTITUTIONS = 6;
const MAX_CHECKED_LENGTH = 64;

// Building the ranked dictionaries takes a noticeable moment, so it happens once, on first use.
let factory: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...englishDictionary },
    l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
    maxLength: MAX_CHECKED_LENGTH,
  });
  return factory;
}

/** `userInputs` are words the attacker would try first, such as the account's email address. */
export function estimateStrength(password: string, userInputs: readonly string[]): ZxcvbnEstimate {
  const result = zxcvbn().check(password, [...userInputs]);
  return {
    score: result.score,
    warning: result.feedback.warning ?? '',
    suggestions: result.feedback.suggestions,
  };
}
