import { describe, expect, it } from 'vitest';
import { checkLuds, satisfiesLuds } from './luds';

describe('LUDS', () => {
  it('reports each character class that is present', () => {
    expect(checkLuds('aB3!', { minLength: 0, minComplexity: 0 })).toEqual({
      has_lower_case: true,
      has_upper_case: true,
      has_digit: true,
      has_symbol: true,
      missing_complexity: 0,
      missing_characters: 0,
    });
  });

  it('counts the characters still missing to reach the minimum length', () => {
    const result = checkLuds('abc', { minLength: 8, minComplexity: 1 });
    expect(result.missing_characters).toBe(5);
    expect(satisfiesLuds(result)).toBe(false);
  });

  it('counts the character classes still missing to reach the minimum complexity', () => {
    const result = checkLuds('alllowercase', { minLength: 8, minComplexity: 3 });
    expect(result).toMatchObject({ has_lower_case: true, has_upper_case: false, missing_complexity: 2 });
    expect(satisfiesLuds(result)).toBe(false);
  });

  it('passes once both length and complexity are met', () => {
    expect(satisfiesLuds(checkLuds('Lower and UPPER', { minLength: 10, minComplexity: 3 }))).toBe(true);
  });

  it('counts an emoji as one character and as a symbol', () => {
    const result = checkLuds('ab🙂', { minLength: 4, minComplexity: 2 });
    expect(result).toMatchObject({ has_symbol: true, missing_characters: 1, missing_complexity: 0 });
  });
});
