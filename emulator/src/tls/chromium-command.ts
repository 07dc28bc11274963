import { existsSync } from 'node:fs';
import { EMULATOR_HOSTNAME } from './certificate';

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
 * A shell command that opens Chromium sending `https://api.emulator.test` to this emulator and
 * trusting its certificate by SPKI hash. Chromium honours the hash only with a profile of its own
 * (`--user-data-dir`), which also keeps the pin out of the user's everyday profile.
 */
export function chromiumCommand(options: {
  httpsPort: number | string;
  spkiHash: string;
  executable: string;
}): string {
  const flags = [
    `--host-resolver-rules=MAP ${EMULATOR_HOSTNAME} 127.0.0.1:${options.httpsPort}`,
    `--ignore-certificate-errors-spki-list=${options.spkiHash}`,
  ];
  return [shellQuote(options.executable), '--user-data-dir="$(mktemp -d)"', ...flags.map(shellQuote)].join(
    ' ',
  );
}
