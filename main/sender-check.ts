/**
 * Whether a call comes from the testbed's own page: the top-level frame, on the testbed's origin.
 * Anything else (an iframe the widget or a page opened, a navigation elsewhere) is refused.
 */
export function isTestbedFrame(
  frame: { url: string; isTopLevel: boolean } | null,
  testbedOrigin: string,
): boolean {
  if (!frame?.isTopLevel) return false;
  try {
    return new URL(frame.url).origin === testbedOrigin;
  } catch {
    return false;
  }
}
