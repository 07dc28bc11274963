/**
 * The One Tap pages run only the emulator's own files: no inline script or style, no plugins, no
 * forms, no base. Each route adds the `frame-ancestors` it allows: the pages of the project's
 * authorized origins, as Google's and the provider's frames allow only a client's own origins.
 */
export const ONE_TAP_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');
