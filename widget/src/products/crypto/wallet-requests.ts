import { base58 } from '@scure/base';
import type { DetectedWallet } from './wallet-providers';

/** A wallet answered, but not with what its interface promises. */
export class UnexpectedWalletAnswerError extends Error {
  override name = 'UnexpectedWalletAnswerError';
}

/**
 * Asks the wallet which account to sign in with; the wallet shows its connect prompt when the page is
 * not connected yet. Ethereum wallets answer `eth_requestAccounts` with a list, the first being the
 * account the user chose; Solana wallets answer `connect()` with the public key.
 */
export async function requestAddress(wallet: DetectedWallet): Promise<string> {
  if (wallet.type === 'solana') {
    const { publicKey } = await wallet.provider.connect();
    return publicKey.toString();
  }
  const accounts = await wallet.provider.request({ method: 'eth_requestAccounts' });
  const [address] = Array.isArray(accounts) ? accounts : [];
  if (typeof address !== 'string' || address === '') {
    throw new UnexpectedWalletAnswerError('The wallet gave no account.');
  }
  return address;
}

function signatureBytes(answer: unknown): Uint8Array {
  const signature = (answer as { signature?: unknown } | null)?.signature;
  if (signature instanceof Uint8Array) return signature;
  // Some wallets hand back a plain array of byte values.
  if (Array.isArray(signature) && signature.every((byte) => Number.isInteger(byte))) {
    return Uint8Array.from(signature as number[]);
  }
  throw new UnexpectedWalletAnswerError('The wallet gave no signature.');
}

/**
 * Has the wallet sign the server's challenge as the given address. Ethereum wallets sign it with
 * `personal_sign` (EIP-191) and return hex; Solana wallets sign its UTF-8 bytes with ed25519, and
 * the signature goes to the server in base58.
 */
export async function signChallenge(
  wallet: DetectedWallet,
  challenge: string,
  address: string,
): Promise<string> {
  if (wallet.type === 'ethereum') {
    const signature = await wallet.provider.request({
      method: 'personal_sign',
      params: [challenge, address],
    });
    if (typeof signature !== 'string' || signature === '') {
      throw new UnexpectedWalletAnswerError('The wallet gave no signature.');
    }
    return signature;
  }
  const message = new TextEncoder().encode(challenge);
  const { provider } = wallet;
  const answer = provider.signMessage
    ? await provider.signMessage(message, 'utf8')
    : await provider.request?.({ method: 'signMessage', params: { message, display: 'utf8' } });
  return base58.encode(signatureBytes(answer));
}
