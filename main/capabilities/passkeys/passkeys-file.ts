import { rename } from 'node:fs/promises';
import { z } from 'zod';
import { readJsonFile, writeJsonAtomically } from '../presets/atomic-json-file';
import { authenticatorCapabilitiesSchema, responseOverridesSchema } from './authenticator-options';
import { cdpCredentialSchema } from './cdp-credential';

/** One authenticator as it outlives the browser: what it is, how it is set, and every key it holds. */
export const savedAuthenticatorSchema = z.object({
  id: z.string().min(1),
  capabilities: authenticatorCapabilitiesSchema,
  isUserVerified: z.boolean(),
  isUserPresent: z.boolean(),
  overrides: responseOverridesSchema,
  credentials: z.array(cdpCredentialSchema),
});

export type SavedAuthenticator = z.infer<typeof savedAuthenticatorSchema>;

export const passkeysFileSchema = z.object({
  version: z.literal(1),
  authenticators: z.array(savedAuthenticatorSchema),
});

export type PasskeysFile = z.infer<typeof passkeysFileSchema>;

/**
 * The authenticators saved in the testbed's data folder. A file that fails validation is moved
 * aside, never overwritten, and the testbed starts with none, saying so through `onProblem`.
 */
export async function loadPasskeysFile(
  file: string,
  onProblem: (message: string) => void,
  now: () => Date = () => new Date(),
): Promise<SavedAuthenticator[]> {
  const read = await readJsonFile(file);
  if (read.kind === 'missing') return [];
  const parsed = read.kind === 'ok' ? passkeysFileSchema.safeParse(read.value) : null;
  if (parsed?.success) return parsed.data.authenticators;
  const aside = `${file}.invalid-${now().getTime()}`;
  await rename(file, aside);
  onProblem(`Passkeys file ${file} was not valid; moved it to ${aside} and started with no authenticators.`);
  return [];
}

export function savePasskeysFile(file: string, authenticators: SavedAuthenticator[]): Promise<void> {
  const content: PasskeysFile = { version: 1, authenticators };
  return writeJsonAtomically(file, passkeysFileSchema.parse(content));
}
