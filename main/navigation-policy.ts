import { EMULATOR_SDK_ORIGIN } from '../preload/api';

/**
 * The origins the testbed window may reach: its own, the emulator's SDK origin (its OAuth pages
 * and redirects), and the demo third-party app when it runs, which the window goes to and comes
 * back from in the identity-provider flows (its sign-in and its logout).
 */
export function testbedWindowOrigins(options: {
  testbedOrigin: string;
  demoAppOrigin: string | null;
}): string[] {
  const { testbedOrigin, demoAppOrigin } = options;
  return [testbedOrigin, EMULATOR_SDK_ORIGIN, ...(demoAppOrigin ? [demoAppOrigin] : [])];
}

/**
 * Whether the testbed window may go to (or open) a URL: only the allowed origins, compared
 * exactly (scheme, host and port). Everything else is refused.
 */
export function isAllowedDestination(url: string, allowedOrigins: readonly string[]): boolean {
  try {
    return allowedOrigins.includes(new URL(url).origin);
  } catch {
    return false;
  }
}
