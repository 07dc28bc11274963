import type { CountryCode } from 'libphonenumber-js/min';
import { asciiDigits } from '../validation/ascii-digits';
import { callingCodeOf, type RegionCode } from './calling-codes';
import { settleWithin, TIMED_OUT } from './settle-within';

/** The parts of the phone parser this module uses. */
export type PhoneParser = Pick<typeof import('libphonenumber-js/min'), 'parsePhoneNumberFromString'>;

/** How long checking a number may take before it is accepted as calling code plus digits. */
export const VALIDATION_TIMEOUT_MS = 2_000;
/** How long formatting a number for display may take before it is shown as E.164. */
export const FORMATTING_TIMEOUT_MS = 10_000;

/** A number the user typed: valid with its E.164 form, or invalid. */
export type PhoneCheck = { isValid: true; e164: string } | { isValid: false };

export type PhoneNumbers = {
  /** Starts loading the parser, so the first check does not wait for the download. */
  preload(): void;
  /** Checks what the user typed in the selected region and gives the E.164 number to send to. */
  toE164(typed: string, region: RegionCode): Promise<PhoneCheck>;
  /** An E.164 number written for people, e.g. `+1 201 555 0123`. */
  formatForDisplay(e164: string): Promise<string>;
};

/**
 * Phone number checks over a parser loaded on first use. If the parser cannot be loaded, throws, or
 * takes too long, the number is accepted as the region's calling code followed by the typed digits:
 * the server still validates it, and a slow network must not keep anyone from signing in.
 */
export function createPhoneNumbers(loadParser: () => Promise<PhoneParser>): PhoneNumbers {
  let loading: Promise<PhoneParser> | null = null;
  const parser = () => {
    loading ??= loadParser().catch((cause: unknown) => {
      // Let a later attempt try the download again.
      loading = null;
      throw cause;
    });
    return loading;
  };

  return {
    preload() {
      parser().catch(() => {});
    },

    async toE164(written, region) {
      // A number typed on an Arabic, Persian or fullwidth keyboard is the same number.
      const typed = asciiDigits(written);
      const digits = typed.replace(/\D/g, '');
      if (digits === '') return { isValid: false };
      const fallback = typed.trim().startsWith('+') ? `+${digits}` : `+${callingCodeOf(region)}${digits}`;
      try {
        const loaded = await settleWithin(parser(), VALIDATION_TIMEOUT_MS);
        if (loaded === TIMED_OUT) return { isValid: true, e164: fallback };
        const parsed = loaded.parsePhoneNumberFromString(typed, region as CountryCode);
        return parsed?.isValid() ? { isValid: true, e164: parsed.number } : { isValid: false };
      } catch {
        return { isValid: true, e164: fallback };
      }
    },

    async formatForDisplay(e164) {
      try {
        const loaded = await settleWithin(parser(), FORMATTING_TIMEOUT_MS);
        if (loaded === TIMED_OUT) return e164;
        return loaded.parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
      } catch {
        return e164;
      }
    },
  };
}

/** The widget's phone numbers, with the parser's small metadata set in its own lazily loaded chunk. */
export const phoneNumbers: PhoneNumbers = createPhoneNumbers(() => import('libphonenumber-js/min'));
