import { z } from 'zod';

/** A user's name as callers give it: any of its three parts; the rest stay as they are (or empty). */
export const userNameField = z.object({
  first_name: z.string().optional(),
  middle_name: z.string().optional(),
  last_name: z.string().optional(),
});

/** `trusted_metadata` and `untrusted_metadata`: any JSON object. */
export const metadataField = z.record(z.string(), z.unknown());
