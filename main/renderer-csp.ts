import { EMULATOR_SDK_ORIGIN, type HostCsp } from '../preload/api';

/**
 * The testbed page's Content-Security-Policy. Both choices keep scripts to the page's own files
 * and connections to itself and the emulator (the security checklist); `strict` is what a careful
 * host serves (no inline styles either), `off` is the common host that allows inline styles, so
 * a widget that needs them shows the difference.
 */
export function testbedCsp(hostCsp: HostCsp): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    hostCsp === 'strict' ? "style-src 'self'" : "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${EMULATOR_SDK_ORIGIN}`,
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action 'self' ${EMULATOR_SDK_ORIGIN}`,
    // The page holds the privileged bridge and the widget's consent screen: no other page may frame
    // it and trick a click on Allow, a Copy button or a panel's action (clickjacking).
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy for a request to the testbed page, from its `?csp=` parameter (strict unless `off`). */
export function testbedCspForUrl(url: string): string {
  return testbedCsp(new URL(url).searchParams.get('csp') === 'off' ? 'off' : 'strict');
}
