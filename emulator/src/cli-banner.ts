import { EMULATOR_HOSTNAME } from './tls/certificate';
import { chromiumCommand } from './tls/chromium-command';

export type BannerTarget = {
  httpUrl: string;
  httpsUrl: string;
  spkiHash: string;
  certificatePath: string;
  /** The Chromium the mapped-host command opens. */
  executable: string;
};

/** The emulator's HTTP address as a page's code names it: on localhost, where passkeys and cookies work. */
export function pageFacingUrl(httpUrl: string): string {
  return httpUrl.replace('//127.0.0.1:', '//localhost:');
}

/**
 * How to use the emulator, after the banner's addresses: first a page in any browser (the plain-HTTP
 * client options), then a Node backend, and last the mapped host that One Tap and https need, ending
 * with the Chromium command (scripts wait for that line).
 */
export function usageLines(target: BannerTarget): string[] {
  const httpsPort = new URL(target.httpsUrl).port;
  return [
    "A page's client, in any browser with no flags (every product; Google One Tap shows the Google button):",
    `  createStytchClient(publicToken, emulatorClientOptions('${pageFacingUrl(target.httpUrl)}'))`,
    "  with import { emulatorClientOptions } from '@foyer/emulator/client'",
    '',
    "Trust the certificate in a Node backend (the provider's SDK with custom_base_url):",
    `  NODE_EXTRA_CA_CERTS=${target.certificatePath}`,
    '',
    `For Google One Tap or https: customBaseUrl 'https://${EMULATOR_HOSTNAME}', and open Chromium with:`,
    `  ${chromiumCommand({ httpsPort, spkiHash: target.spkiHash, executable: target.executable })}`,
  ];
}
