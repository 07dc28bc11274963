import { parseArgs } from 'node:util';
import { startEmulator } from './server';
import { EMULATOR_HOSTNAME } from './tls/certificate';

const USAGE = `Usage: foyer-emulator [options]

A local emulator of the provider's browser-SDK API (/sdk/v1/...), with a control API under /control/v1.

Options:
  --http-port <port>    plain-HTTP port (default 8787; 0 picks a free port)
  --https-port <port>   HTTPS port (default 8443; 0 picks a free port)
  --data-dir <dir>      keep projects and the certificate in <dir> (default: in memory only)
  -h, --help            show this help
`;

function port(value: string | undefined, fallback: number, flag: string): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535) {
    throw new Error(`${flag} must be a port number between 0 and 65535, not "${value}".`);
  }
  return parsed;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'http-port': { type: 'string' },
      'https-port': { type: 'string' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }
  const emulator = await startEmulator({
    httpPort: port(values['http-port'], 8787, '--http-port'),
    httpsPort: port(values['https-port'], 8443, '--https-port'),
    ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}),
  });
  const httpsPort = new URL(emulator.httpsUrl).port;
  process.stdout.write(
    [
      'foyer-emulator is running',
      `  HTTP:        ${emulator.httpUrl}   (control API: ${emulator.httpUrl}/control/v1)`,
      `  HTTPS:       ${emulator.httpsUrl}`,
      `  data dir:    ${values['data-dir'] ?? '(in memory)'}`,
      `  SPKI hash:   ${emulator.spkiHash}`,
      '',
      `Point the client at customBaseUrl 'https://${EMULATOR_HOSTNAME}' and start Chromium with:`,
      `  '--host-resolver-rules=MAP ${EMULATOR_HOSTNAME} 127.0.0.1:${httpsPort}'`,
      `  '--ignore-certificate-errors-spki-list=${emulator.spkiHash}'`,
      '',
    ].join('\n'),
  );
  const stop = () => {
    void emulator.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`foyer-emulator: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
