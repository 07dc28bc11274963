import examples from 'libphonenumber-js/examples.mobile.json';
import {
  type CountryCode,
  getExampleNumber,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';
import { z } from 'zod';

/**
 * The clientside-services frame's two phone-number calls, which the prebuilt UI's phone field and
 * passcode screen make: `parsedPhoneNumber` (is the number valid, its E.164 form for the API and its
 * national form for the screen) and `getExamplePhoneNumber` (the field's placeholder for a country).
 * Without answers the UI waits out its own timeouts and shows numbers unformatted.
 */

/** An ISO 3166 region such as `US`; absent when the number carries its own `+` country code. */
const regionCode = z
  .string()
  .refine(isSupportedCountry, 'must be a supported ISO 3166 region code such as US')
  .transform((code) => code as CountryCode);

export const parsedPhoneNumberSchema = z.object({
  phoneNumber: z.string(),
  regionCode: regionCode.optional(),
});
export type ParsedPhoneNumberRequest = z.infer<typeof parsedPhoneNumberSchema>;
export type ParsedPhoneNumberAnswer = { isValid: boolean; number: string; national: string };

export const examplePhoneNumberSchema = z.object({ regionCode });
export type ExamplePhoneNumberAnswer = { phoneNumber: string };

/** A number the library cannot read at all is invalid, and comes back as typed. */
export function parsedPhoneNumber({
  phoneNumber,
  regionCode,
}: ParsedPhoneNumberRequest): ParsedPhoneNumberAnswer {
  const parsed = parsePhoneNumberFromString(phoneNumber, regionCode);
  if (!parsed) return { isValid: false, number: phoneNumber, national: phoneNumber };
  return { isValid: parsed.isValid(), number: parsed.number, national: parsed.formatNational() };
}

/** A mobile number of the region in its national form, as the field's placeholder shows it. */
export function examplePhoneNumber({ regionCode }: { regionCode: CountryCode }): ExamplePhoneNumberAnswer {
  return { phoneNumber: getExampleNumber(regionCode, examples)?.formatNational() ?? '' };
}
