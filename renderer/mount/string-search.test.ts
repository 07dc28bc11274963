import { describe, expect, it } from 'vitest';
import { searchStrings } from './string-search';

describe('searching the string catalog', () => {
  it('finds ids by their id or their English text, every word matching', () => {
    expect(searchStrings('main.title')).toEqual([{ id: 'main.title', english: 'Sign up or log in' }]);
    expect(searchStrings('SIGN UP log').map((entry) => entry.id)).toContain('main.title');
    expect(searchStrings('sign zebra')).toEqual([]);
  });

  it('lists the whole catalog for an empty query', () => {
    expect(searchStrings('  ').length).toBeGreaterThan(100);
  });
});
