/**
 * The digit sets a phone keyboard may type besides 0–9: Arabic-Indic (Arabic keyboards), Extended
 * Arabic-Indic (Persian and Urdu) and fullwidth (Japanese and Chinese input), the ones the phone
 * parser itself reads as digits. Each set's zero sits at a code point ending in hex 0, so a digit's
 * value is its code point's last hex digit.
 */
const OTHER_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/g;

/** `typed` with every digit written as 0–9: a code or number typed on any of those keyboards. */
export function asciiDigits(typed: string): string {
  return typed.replace(OTHER_DIGITS, (digit) => String(digit.charCodeAt(0) % 16));
}
