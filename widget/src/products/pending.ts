import type { PendingProduct } from './types';

/** Social sign-in and Google One Tap: buttons on Main and a redirect, no screens of their own. */
export const oauth: PendingProduct = { status: 'pending', name: 'oauth', placement: 'oauth', screens: [] };
