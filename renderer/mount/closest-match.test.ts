import { describe, expect, it } from 'vitest';
import { closestMatch, editDistance } from './closest-match';

describe('edit distance', () => {
  it('counts insertions, deletions and substitutions, and a swap of neighbours as one', () => {
    expect(editDistance('primary', 'primary')).toBe(0);
    expect(editDistance('primery', 'primary')).toBe(1);
    expect(editDistance('titel', 'title')).toBe(1);
    expect(editDistance('color', 'colors')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});

describe('closest match', () => {
  const STYLE_KEYS = ['primary', 'secondary', 'success', 'error', 'disabled'];

  it('suggests the nearest known word for a typo, ignoring case', () => {
    expect(closestMatch('primery', STYLE_KEYS)).toBe('primary');
    expect(closestMatch('Sucess', STYLE_KEYS)).toBe('success');
    expect(closestMatch('main.titel', ['main.title', 'main.divider'])).toBe('main.title');
  });

  it('suggests nothing when no known word is close enough to be the one meant', () => {
    expect(closestMatch('background', STYLE_KEYS)).toBeUndefined();
    expect(closestMatch('x', STYLE_KEYS)).toBeUndefined();
  });
});
