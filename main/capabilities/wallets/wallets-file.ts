import { rename } from 'node:fs/promises';
import { z } from 'zod';
import { APPROVAL_MODES, WALLET_IDS, WALLET_PROFILES, type WalletId } from '../../../contracts/wallets';
import { readJsonFile, writeJsonAtomically } from '../presets/atomic-json-file';
import { type AccountSecret, isAccountSecret, newAccountSecret } from './wallet-keys';

const secretSchema = z
  .string()
  .refine(isAccountSecret, 'a 0x-prefixed 32-byte hex secret') as z.ZodType<AccountSecret>;

const savedWalletSchema = z
  .object({
    secrets: z.array(secretSchema).min(1),
    activeIndex: z.number().int().min(0),
    mode: z.enum(APPROVAL_MODES),
  })
  .refine(({ secrets, activeIndex }) => activeIndex < secrets.length, 'activeIndex names no account');

export type SavedWallet = z.infer<typeof savedWalletSchema>;

export const walletsFileSchema = z.object({
  version: z.literal(1),
  profile: z.enum(WALLET_PROFILES),
  wallets: z.object(
    Object.fromEntries(WALLET_IDS.map((wallet) => [wallet, savedWalletSchema])) as {
      [Wallet in WalletId]: typeof savedWalletSchema;
    },
  ),
});

export type WalletsFile = z.infer<typeof walletsFileSchema>;

/** A first start: one fresh account per wallet, every wallet approving, no wallets in the page. */
export function freshWalletsFile(): WalletsFile {
  const wallets = Object.fromEntries(
    WALLET_IDS.map((wallet) => [wallet, { secrets: [newAccountSecret()], activeIndex: 0, mode: 'approve' }]),
  ) as WalletsFile['wallets'];
  return { version: 1, profile: 'none', wallets };
}

/**
 * The wallets' keys and settings from the testbed's data folder, created on first use. A file
 * that fails validation is moved aside, never overwritten (it holds keys), and fresh keys are
 * made, saying so through `onProblem`.
 */
export async function loadWalletsFile(
  file: string,
  onProblem: (message: string) => void,
  now: () => Date = () => new Date(),
): Promise<WalletsFile> {
  const read = await readJsonFile(file);
  const parsed = read.kind === 'ok' ? walletsFileSchema.safeParse(read.value) : null;
  if (parsed?.success) return parsed.data;
  if (read.kind !== 'missing') {
    const aside = `${file}.invalid-${now().getTime()}`;
    await rename(file, aside);
    onProblem(`Wallets file ${file} was not valid; moved it to ${aside} and made new wallet keys.`);
  }
  const fresh = freshWalletsFile();
  await saveWalletsFile(file, fresh);
  return fresh;
}

export function saveWalletsFile(file: string, content: WalletsFile): Promise<void> {
  return writeJsonAtomically(file, walletsFileSchema.parse(content));
}
