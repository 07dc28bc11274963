import { z } from 'zod';
import type { MessageId, StringOverrides } from '../../strings/catalog';
import { enMessages } from '../../strings/en';
import type { SameType } from './same-type';

/** Every message id, from the English catalog (the reference every other locale must match). */
export const MESSAGE_IDS = Object.keys(enMessages) as MessageId[];

/** A text with a count: `other` and any other CLDR plural category, nothing else. */
const pluralFormsSchema = z.strictObject({
  zero: z.string().optional(),
  one: z.string().optional(),
  two: z.string().optional(),
  few: z.string().optional(),
  many: z.string().optional(),
  other: z.string(),
});

type OverrideSchemas = {
  [Id in MessageId]: (typeof enMessages)[Id] extends string
    ? z.ZodOptional<z.ZodString>
    : z.ZodOptional<typeof pluralFormsSchema>;
};

/** The `strings` option: replacement texts for known message ids only, plural forms where English has them. */
export const stringOverridesSchema = z.strictObject(
  Object.fromEntries(
    MESSAGE_IDS.map((id) => [
      id,
      typeof enMessages[id] === 'string' ? z.string().optional() : pluralFormsSchema.optional(),
    ]),
  ) as OverrideSchemas,
);

const _strings: SameType<z.infer<typeof stringOverridesSchema>, StringOverrides> = true;
