/**
 * Whether the testbed window may go to (or open) a URL: only the testbed's own origin and the
 * emulator's SDK origin (its OAuth pages and redirects). Everything else is refused.
 */
export function isAllowedDestination(url: string, allowedOrigins: readonly string[]): boolean {
  try {
    return allowedOrigins.includes(new URL(url).origin);
  } catch {
    return false;
  }
}
