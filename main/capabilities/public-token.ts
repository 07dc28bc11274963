import { z } from 'zod';

/**
 * What the testbed accepts as a public token, wherever one arrives (an IPC argument, the settings
 * file). Looser than the emulator's own rule on purpose: a token it refuses is a case worth mounting.
 */
export const publicTokenSchema = z.string().regex(/^public-token-[A-Za-z0-9_-]+$/, 'not a public token');
