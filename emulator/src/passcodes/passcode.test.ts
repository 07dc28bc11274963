import { describe, expect, it } from 'vitest';
import { generatePasscode } from './passcode';

describe('passcodes', () => {
  it('are exactly six digits', () => {
    for (let i = 0; i < 500; i++) expect(generatePasscode()).toMatch(/^\d{6}$/);
  });

  it('are not predictable from one to the next', () => {
    const codes = new Set(Array.from({ length: 50 }, generatePasscode));
    expect(codes.size).toBeGreaterThan(45);
  });
});
