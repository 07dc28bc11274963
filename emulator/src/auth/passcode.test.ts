import { describe, expect, it } from 'vitest';
import { generateLinkToken, generatePasscode } from './secrets';

describe('generated secrets', () => {
  it('makes URL-safe link tokens that do not repeat', () => {
    const tokens = new Set(Array.from({ length: 200 }, generateLinkToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('makes passcodes of exactly six digits', () => {
    for (let i = 0; i < 500; i++) expect(generatePasscode()).toMatch(/^\d{6}$/);
  });
});
