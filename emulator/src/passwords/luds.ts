/** What LUDS found in a password and what it still lacks; the field names are the wire format. */
export interface LudsRequirements {
  has_lower_case: boolean;
  has_upper_case: boolean;
  has_digit: boolean;
  has_symbol: boolean;
  /** How many more of the four character classes are needed. */
  missing_complexity: number;
  /** How many more characters are needed to reach the minimum length. */
  missing_characters: number;
}

export interface LudsRules {
  readonly minLength: number;
  /** How many of lower case, upper case, digit and symbol must appear (1 to 4). */
  readonly minComplexity: number;
}

export function checkLuds(password: string, rules: LudsRules): LudsRequirements {
  const classes = {
    has_lower_case: /\p{Ll}/u.test(password),
    has_upper_case: /\p{Lu}/u.test(password),
    has_digit: /\p{Nd}/u.test(password),
    // Anything that is neither a letter nor a digit counts as a symbol, spaces included.
    has_symbol: /[^\p{L}\p{Nd}]/u.test(password),
  };
  const present = Object.values(classes).filter(Boolean).length;
  // Length in code points, so an emoji counts as one character.
  const length = [...password].length;
  return {
    ...classes,
    missing_complexity: Math.max(0, rules.minComplexity - present),
    missing_characters: Math.max(0, rules.minLength - length),
  };
}

export function satisfiesLuds(requirements: LudsRequirements): boolean {
  return requirements.missing_complexity === 0 && requirements.missing_characters === 0;
}
