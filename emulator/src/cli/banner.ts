import type { ProjectCredentials } from '../store/project-credentials';
import { EMULATOR_HOSTNAME } from '../tls/certificate';
import { chromiumCommand } from '../tls/chromium-command';

export type BannerTarget = {
  httpUrl: string;
  httpsUrl: string;
  spkiHash: string;
  certificatePath: string;
  /** The Chromium the mapped-host command opens. */
  executable: string;
};

/** What the banner's first lines say: where the emulator listens and what it holds. */
export type RunningDetails = {
  httpUrl: string;
  httpsUrl: string;
  spkiHash: string;
  /** Absent: projects in memory. */
  dataDir?: string;
  certificateDir: string;
  projects: ProjectCredentials[];
  controlToken?: string;
  /** What `--import` seeded and where `--export-on-exit` writes. */
  importFile?: string;
  exportFile?: string;
};

/** The banner's head: addresses, storage, fixed projects, control token, import and export files. */
export function runningLines(details: RunningDetails): string[] {
  return [
    'foyer-emulator is running',
    `  console:       ${pageFacingUrl(details.httpUrl)}/   (inbox, users, sessions, clock, settings...)`,
    `  HTTP:          ${details.httpUrl}   (control API: ${details.httpUrl}/control/v1)`,
    `  HTTPS:         ${details.httpsUrl}`,
    `  data dir:      ${details.dataDir ?? '(in memory)'}`,
    `  certificate:   ${details.certificateDir}`,
    `  SPKI hash:     ${details.spkiHash}`,
    ...details.projects.flatMap((p) => [
      `  project:       ${p.publicToken}`,
      `                 project_id ${p.projectId}   secret ${p.secret}`,
      // Its own inbox, one click nearer than the console's list of projects.
      `                 inbox ${pageFacingUrl(details.httpUrl)}/p/${encodeURIComponent(p.publicToken)}/inbox`,
    ]),
    ...(details.controlToken
      ? [`  control token: ${details.controlToken}   (send as Authorization: Bearer <token>)`]
      : []),
    ...(details.importFile ? [`  imported:      ${details.importFile}`] : []),
    ...(details.exportFile ? [`  exports to:    ${details.exportFile}   (when it stops)`] : []),
  ];
}

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
    "  with import { emulatorClientOptions } from '@foyer/emulator-client'",
    '',
    "Trust the certificate in a Node backend (the provider's SDK with custom_base_url):",
    `  NODE_EXTRA_CA_CERTS=${target.certificatePath}`,
    '',
    `For Google One Tap or https: customBaseUrl 'https://${EMULATOR_HOSTNAME}', and open Chromium with:`,
    `  ${chromiumCommand({ httpsPort, spkiHash: target.spkiHash, executable: target.executable })}`,
  ];
}
