import { type Score, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

export interface ZxcvbnEstimate {
  score: Score;
  warning: string;
  suggestions: string[];
}

// Building the ranked dictionaries takes a noticeable moment, so it happens once, on first use.
let factory: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...englishDictionary },
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
