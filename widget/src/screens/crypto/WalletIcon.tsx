import type { ReactElement } from 'react';
import type { WalletOption } from '../../state/crypto';
import { slot, stateAttributes } from '../../theme/slots';

/**
 * Each wallet's mark, drawn as plain SVG elements: no image requests and no style text, so it shows
 * under a strict Content-Security-Policy. Simple shapes in each wallet's colour, not the wallets'
 * trademarked logos; the generic ones follow the text colour.
 */
const MARKS: Readonly<Record<WalletOption | 'other', ReactElement>> = {
  Phantom: (
    <>
      <rect width="24" height="24" rx="6" fill="#AB9FF2" />
      <path d="M5 14a7 7 0 0 1 14 0v4l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5L7 18l-2-1.5z" fill="#fff" />
    </>
  ),
  Vessel: (
    <>
      <circle cx="12" cy="12" r="12" fill="#1B9E8F" />
      <path d="M7 7h3l2 7 2-7h3l-4 10h-2z" fill="#fff" />
    </>
  ),
  Binance: (
    <>
      <path d="M12 1l11 11-11 11L1 12z" fill="#F0B90B" />
      <path d="M12 8l4 4-4 4-4-4z" fill="#fff" />
    </>
  ),
  Coinbase: (
    <>
      <circle cx="12" cy="12" r="12" fill="#0052FF" />
      <rect x="8" y="8" width="8" height="8" rx="1.5" fill="#fff" />
    </>
  ),
  Metamask: (
    <>
      <path d="M2 3l8 5h4l8-5-2 9 1 5-5 4h-8l-5-4 1-5z" fill="#F6851B" />
      <path d="M8 13l2 1-2 1zm8 0l-2 1 2 1z" fill="#233447" />
    </>
  ),
  GenericEthereumWallet: <path d="M12 1l7 11-7 4-7-4zm0 17l7-4.5L12 23l-7-9.5z" fill="currentColor" />,
  GenericSolanaWallet: <path d="M6 4h15l-3 4H3zm-3 6h15l3 4H6zm3 6h15l-3 4H3z" fill="currentColor" />,
  other: (
    <path
      d="M4 6h14a2 2 0 0 1 2 2v1h-5a3 3 0 0 0 0 6h5v1a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zm11 5h6v2h-6a1 1 0 0 1 0-2z"
      fill="currentColor"
    />
  ),
};

/** A wallet's mark beside its name; decorative, since the name says which wallet it is. */
export function WalletIcon({ wallet }: { wallet: WalletOption | 'other' }) {
  return (
    <svg
      {...slot('wallet-icon')}
      {...stateAttributes({ kind: wallet })}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      {MARKS[wallet]}
    </svg>
  );
}
