import { z } from 'zod';
import type { MessageId, StringOverrides } from '../../strings/catalog';
import { en } from '../../strings/en';
import type { SameType } from './same-type';

/** Every message id, from the English catalog (the reference every other locale must match). */
export const MESSAGE_IDS = Object.keys(en) as MessageId[];

/** The `strings` option: replacement texts for known message ids only. */
export const stringOverridesSchema = z.strictObject(
  Object.fromEntries(MESSAGE_IDS.map((id) => [id, z.string().optional()])) as {
    [Id in MessageId]: z.ZodOptional<z.ZodString>;
  },
);

const _strings: SameType<z.infer<typeof stringOverridesSchema>, StringOverrides> = true;
