/** How many sign-in buttons Main's button column holds, OAuth and wallets together. */
export const MAIN_BUTTON_LIMIT = 6;

/**
 * How many detected wallets Main shows beside `oauthButtonCount` OAuth buttons: the column's limit
 * less those buttons and one more for "Continue with other Crypto Wallet" or the setup link, never
 * fewer than none.
 */
export function walletSlots(oauthButtonCount: number): number {
  return Math.max(0, MAIN_BUTTON_LIMIT - oauthButtonCount - 1);
}

/** The wallets Main shows, and those that overflow to the other-wallet screen. */
export function placeWallets<Wallet>(
  wallets: readonly Wallet[],
  oauthButtonCount: number,
): { onMain: Wallet[]; overflow: Wallet[] } {
  const slots = walletSlots(oauthButtonCount);
  return { onMain: wallets.slice(0, slots), overflow: wallets.slice(slots) };
}
