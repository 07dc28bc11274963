import { existsSync } from 'node:fs';
import { MAPPED_HOSTNAMES } from './certificate';

/** Where a system Chromium (or Chrome) usually lives, in the order we prefer them. */
const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** The first system Chromium found, or plain `chromium` for the shell to look up. */
export function findSystemChromium(exists: (path: string) => boolean = existsSync): string {
  return SYSTEM_CHROMIUMS.find((path) => exists(path)) ?? 'chromium';
}

function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/**
 * Chromium's `--host-resolver-rules` value sending every mapped name (the SDK host and Google's
 * One Tap host) to the emulator's HTTPS port: the rule replaces host and port, so `https://name`
 * (443) reaches the emulator.
 */
export function hostResolverRules(httpsPort: number | string): string {
  return MAPPED_HOSTNAMES.map((name) => `MAP ${name} 127.0.0.1:${httpsPort}`).join(',');
}

/**
 * A shell command that opens Chromium sending `https://api.emulator.test` (and Google's One Tap
 * host) to this emulator and
 * trusting its certificate by SPKI hash. Chromium honours the hash only with a profile of its own
 * (`--user-data-dir`), which also keeps the pin out of the user's everyday profile.
 */
export function chromiumCommand(options: {
  httpsPort: number | string;
  spkiHash: string;
  executable: string;
}): string {
  const flags = [
    `--host-resolver-rules=${hostResolverRules(options.httpsPort)}`,
    `--ignore-certificate-errors-spki-list=${options.spkiHash}`,
  ];
  return [shellQuote(options.executable), '--user-data-dir="$(mktemp -d)"', ...flags.map(shellQuote)].join(
    ' ',
  );
}
