/**
 * The One Tap pages run only the emulator's own files: no inline script or style, no plugins, no
 * forms, no base. They are made to be framed by any app page, as Google's and the provider's are.
 */
export const ONE_TAP_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join('; ');
