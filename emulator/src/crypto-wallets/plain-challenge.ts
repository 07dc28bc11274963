import type { CryptoWalletType } from './wallet-address';

const CHAIN_NAMES: Record<CryptoWalletType, string> = { ethereum: 'Ethereum', solana: 'Solana' };

/**
 * The text a wallet shows when the project does not ask for SIWE: who asks (the project's name),
 * which wallet, and a nonce that makes every challenge a different text, so an old signature never
 * answers a new one. Wallets show it as it is, so it reads as a sentence.
 */
export function plainChallengeMessage(input: {
  projectName: string;
  type: CryptoWalletType;
  address: string;
  nonce: string;
  issuedAt: string;
}): string {
  return [
    `Sign in to ${input.projectName} with your ${CHAIN_NAMES[input.type]} wallet.`,
    '',
    `Wallet: ${input.address}`,
    `Nonce: ${input.nonce}`,
    `Issued At: ${input.issuedAt}`,
  ].join('\n');
}
