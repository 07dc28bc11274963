import { describe, expect, it } from 'vitest';
import { asciiDigits } from './ascii-digits';

describe('asciiDigits', () => {
  it('writes Arabic-Indic, Persian and fullwidth digits as 0–9, leaving the rest', () => {
    expect(asciiDigits('٤١٥ ٥٥٥-٠١٠٠')).toBe('415 555-0100');
    expect(asciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(asciiDigits('＋１ ２０１')).toBe('＋1 201');
    expect(asciiDigits('(201) 555-0123')).toBe('(201) 555-0123');
  });
});
