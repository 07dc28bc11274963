import type { ReactElement } from 'react';
import type { OAuthProviderType } from '../../config/types';
import { slot, stateAttributes } from '../../theme/slots';

/**
 * Each provider's mark, drawn as plain SVG elements: no image requests and no style text, so it shows
 * under a strict Content-Security-Policy. Simple shapes in each provider's colours that recall the
 * brand, not its trademarked logo; the black marks follow the text colour.
 */
const MARKS: Readonly<Record<OAuthProviderType, ReactElement>> = {
  google: (
    <g fill="none" strokeWidth="3.5">
      <path d="M17.3 6.7a7.5 7.5 0 0 0-10.6 0" stroke="#EA4335" />
      <path d="M6.7 6.7a7.5 7.5 0 0 0 0 10.6" stroke="#FBBC05" />
      <path d="M6.7 17.3a7.5 7.5 0 0 0 10.6 0" stroke="#34A853" />
      <path d="M17.3 17.3a7.5 7.5 0 0 0 2.2-5.3H12" stroke="#4285F4" />
    </g>
  ),
  microsoft: (
    <>
      <rect x="2" y="2" width="9.5" height="9.5" fill="#F25022" />
      <rect x="12.5" y="2" width="9.5" height="9.5" fill="#7FBA00" />
      <rect x="2" y="12.5" width="9.5" height="9.5" fill="#00A4EF" />
      <rect x="12.5" y="12.5" width="9.5" height="9.5" fill="#FFB900" />
    </>
  ),
  apple: (
    <path
      d="M12 7.5c-1.6-1.1-5.3-1.1-6.4 2.3-1.1 3.5.8 8.2 2.9 10.2 1 .9 2 .9 3.5.2 1.5.7 2.5.7 3.5-.2 1.5-1.4 2.8-4 3-6.3-2-.8-2.6-3.7-.6-5.2-1.4-1.7-4.2-2-5.9-1zM12.3 6.3c0-2 1.2-3.6 3-4.1 0 2-1.2 3.7-3 4.1z"
      fill="currentColor"
    />
  ),
  github: (
    <>
      <circle cx="12" cy="12" r="11" fill="#24292F" />
      <path
        d="M7.5 8.5 8 5l3 2h2l3-2 .5 3.5c1.3 1.4 1.3 3.6 0 5-.9.9-2 1.2-3 1.3v4.7h-3v-4.7c-1-.1-2.1-.4-3-1.3-1.3-1.4-1.3-3.6 0-5z"
        fill="#fff"
      />
    </>
  ),
  gitlab: (
    <>
      <path d="M12 21 3 14l1.5-10L7 11h10l2.5-7L21 14z" fill="#FC6D26" />
      <path d="M12 21 7 11h10z" fill="#E24329" />
    </>
  ),
  facebook: (
    <>
      <circle cx="12" cy="12" r="11" fill="#1877F2" />
      <path
        d="M13.2 23v-8.5H16l.4-3.2h-3.2V9.5c0-.9.3-1.5 1.6-1.5h1.7V5.2a21 21 0 0 0-2.4-.1c-2.4 0-4 1.5-4 4.1v2.1H7.4v3.2h2.7V23z"
        fill="#fff"
      />
    </>
  ),
  discord: (
    <>
      <rect width="24" height="24" rx="6" fill="#5865F2" />
      <path
        d="M5.5 16c2 1.6 3.8 1.9 3.8 1.9l.9-1.4c1.2.3 2.4.3 3.6 0l.9 1.4s1.8-.3 3.8-1.9c.3-3.5-.6-6.4-2.4-8.8a10 10 0 0 0-2.9-.9l-.4.9a9 9 0 0 0-3.6 0l-.4-.9a10 10 0 0 0-2.9.9C6.1 9.6 5.2 12.5 5.5 16z"
        fill="#fff"
      />
      <circle cx="9.5" cy="12.5" r="1.4" fill="#5865F2" />
      <circle cx="14.5" cy="12.5" r="1.4" fill="#5865F2" />
    </>
  ),
  salesforce: (
    <path
      d="M6 18.5a4.3 4.3 0 0 1-.6-8.5A5 5 0 0 1 14 7a4 4 0 0 1 6 2.8 4.4 4.4 0 0 1-1.5 8.7z"
      fill="#00A1E0"
    />
  ),
  slack: (
    <>
      <rect x="9" y="2" width="3" height="9" rx="1.5" fill="#36C5F0" />
      <rect x="13" y="9" width="9" height="3" rx="1.5" fill="#2EB67D" />
      <rect x="12" y="13" width="3" height="9" rx="1.5" fill="#ECB22E" />
      <rect x="2" y="12" width="9" height="3" rx="1.5" fill="#E01E5A" />
    </>
  ),
  amazon: (
    <>
      <path
        d="M9 4.5c1-1 4.5-1.3 5.5.5.4.7.5 1.5.5 2.5V12c0 .6.3 1 .7 1.3M15 8c-3.5-.2-6.5.6-6.5 3 0 2.6 3.8 2.8 6.5.3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path
        d="M3 16c5.5 3.6 12.5 3.6 18 0m-3.5-1.2 3.5 1.2-.8 3.5"
        fill="none"
        stroke="#FF9900"
        strokeWidth="2"
      />
    </>
  ),
  bitbucket: (
    <>
      <path d="M2.5 3.5h19L19 20.5H5z" fill="#2684FF" />
      <path d="M9.3 9h5.4l-.9 5.5h-3.6z" fill="#fff" />
    </>
  ),
  linkedin: (
    <>
      <rect width="24" height="24" rx="3" fill="#0A66C2" />
      <rect x="5.5" y="9.5" width="2.6" height="9" fill="#fff" />
      <circle cx="6.8" cy="6.5" r="1.6" fill="#fff" />
      <path
        d="M10.5 9.5H13v1.2c.6-.9 1.5-1.4 2.7-1.4 2.1 0 3.3 1.3 3.3 3.8v5.4h-2.6v-4.9c0-1.2-.5-1.9-1.4-1.9-1 0-1.9.7-1.9 1.9v4.9h-2.6z"
        fill="#fff"
      />
    </>
  ),
  coinbase: (
    <>
      <circle cx="12" cy="12" r="11" fill="#0052FF" />
      <path d="M16 14.8a5 5 0 1 1 0-5.6" fill="none" stroke="#fff" strokeWidth="2.6" />
    </>
  ),
  twitch: (
    <>
      <path d="M4.5 2 3 5.5V20h4.5v2.5H10l2.5-2.5h3.5l5-5V2z" fill="#9146FF" />
      <path d="M6 4h13v10l-3 3h-4l-2.5 2.5V17H6z" fill="#fff" />
      <path d="M11 7.5h2v5h-2zm4.5 0h2v5h-2z" fill="#9146FF" />
    </>
  ),
  twitter: (
    <>
      <path d="M3.5 3.5h5L20.5 20.5h-5z" fill="currentColor" />
      <path d="M20 3.5 4 20.5" stroke="currentColor" strokeWidth="1.8" />
    </>
  ),
  tiktok: (
    <path
      d="M13.5 2.5h3.2a4.6 4.6 0 0 0 4.3 4.2v3.2a7.6 7.6 0 0 1-4.3-1.4v6.6a6.1 6.1 0 1 1-6.1-6.1h.3v3.3a2.9 2.9 0 1 0 2.6 2.9z"
      fill="currentColor"
    />
  ),
  snapchat: (
    <>
      <rect width="24" height="24" rx="6" fill="#FFFC00" />
      <path
        d="M12 4c-2.8 0-4.6 2.1-4.6 4.8v2l-1.7.5.4 1.2 1.4.3c-.6 1.4-1.7 2.5-3.3 3 .6.7 1.8.9 2.6 1.1l.4 1.2c.9-.2 1.8-.3 2.7.3.9.6 1.4 1.1 2.1 1.1s1.2-.5 2.1-1.1c.9-.6 1.8-.5 2.7-.3l.4-1.2c.8-.2 2-.4 2.6-1.1-1.6-.5-2.7-1.6-3.3-3l1.4-.3.4-1.2-1.7-.5v-2C16.6 6.1 14.8 4 12 4z"
        fill="#fff"
        stroke="#000"
      />
    </>
  ),
  figma: (
    <>
      <path d="M12 2H9.2a3.3 3.3 0 0 0 0 6.7H12z" fill="#F24E1E" />
      <path d="M12 2h2.8a3.3 3.3 0 0 1 0 6.7H12z" fill="#FF7262" />
      <path d="M12 8.7H9.2a3.3 3.3 0 0 0 0 6.6H12z" fill="#A259FF" />
      <circle cx="14.8" cy="12" r="3.3" fill="#1ABCFE" />
      <path d="M12 15.3H9.2a3.3 3.3 0 1 0 2.8 3.3z" fill="#0ACF83" />
    </>
  ),
  yahoo: (
    <>
      <rect width="24" height="24" rx="5" fill="#6001D2" />
      <path d="M3.5 7.5h3l3 5 3-5h3l-4.5 7v3.5h-3v-3.5z" fill="#fff" />
      <path d="M17.5 5.5h3l-.8 8.5h-1.4z" fill="#fff" />
      <circle cx="19" cy="17" r="1.4" fill="#fff" />
    </>
  ),
};

/** A provider's mark beside its name; decorative, since the name says which provider it is. */
export function ProviderIcon({ provider }: { provider: OAuthProviderType }) {
  return (
    <svg
      {...slot('oauth-icon')}
      {...stateAttributes({ kind: provider })}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      {MARKS[provider]}
    </svg>
  );
}
