/**
 * The digit sets a phone keyboard may type besides 0–9, each by its zero: Arabic-Indic (Arabic
 * keyboards), Extended Arabic-Indic (Persian and Urdu) and fullwidth (Japanese and Chinese input).
 * They are the ones the phone parser itself reads as digits.
 */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0xff10] as const;

/** `typed` with every digit written as 0–9: a code or number typed on any of those keyboards. */
export function asciiDigits(typed: string): string {
  return typed.replace(/[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = DIGIT_ZEROS.find((first) => code >= first && code <= first + 9) ?? code;
    return String(code - zero);
  });
}
