import { dictionary } from '@zxcvbn-ts/language-common';

// Offline stand-in for a breach corpus: the ~49,000 passwords most often seen in public leaks, as
// shipped with zxcvbn. Leak lists are compared case-insensitively, so "Dragon" counts like "dragon".
let leaked: ReadonlySet<string> | undefined;

export function isBreachedPassword(password: string): boolean {
  leaked ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return leaked.has(password.toLowerCase());
}
