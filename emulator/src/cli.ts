import { parseArgs } from 'node:util';
import { usageLines } from './cli-banner';
import { startEmulator } from './server';
import type { ProjectCredentials } from './store/project-credentials';
import { DEFAULT_MAX_PROJECTS } from './store/store';
import { defaultCertificateCacheDir } from './tls/certificate-cache';
import { findSystemChromium } from './tls/chromium-command';

const USAGE = `Usage: foyer-emulator [options]

A local emulator of the provider's browser-SDK API (/sdk/v1/...) and backend API (/v1/...), with a
control API under /control/v1.

Options:
  --http-port <port>        plain-HTTP port (default 8787; 0 picks a free port)
  --https-port <port>       HTTPS port (default 8443; 0 picks a free port)
  --data-dir <dir>          keep projects and the certificate in <dir> (default: projects in memory,
                            the certificate in $XDG_CACHE_HOME/foyer-emulator or ~/.cache/foyer-emulator)
  --control-token <token>   control calls must send Authorization: Bearer <token>; "auto" makes one up
  --max-projects <n>        how many projects unknown public tokens may create (default ${DEFAULT_MAX_PROJECTS})
  --project <token:id:secret>
                            fix a project's id and secret for the backend API (/v1), e.g.
                            public-token-test-app:project-test-app:secret-test-app; repeatable.
                            Other projects get project-test-<token suffix> and a derived secret
                            (GET /control/v1/projects/<token>/credentials)
  -h, --help                show this help
`;

function integer(
  value: string | undefined,
  fallback: number,
  flag: string,
  min: number,
  max: number,
): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new Error(`${flag} must be a whole number between ${min} and ${max}, not "${value}".`);
  }
  return parsed;
}

/** `public-token:project-id:secret`; the secret is everything after the second colon. */
function projectFlag(value: string): ProjectCredentials {
  const [publicToken, projectId, ...rest] = value.split(':');
  const secret = rest.join(':');
  if (!publicToken || !projectId || !secret) {
    throw new Error(`--project must be public-token:project-id:secret, not "${value}".`);
  }
  return { publicToken, projectId, secret };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'http-port': { type: 'string' },
      'https-port': { type: 'string' },
      'data-dir': { type: 'string' },
      'control-token': { type: 'string' },
      'max-projects': { type: 'string' },
      project: { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }
  const dataDir = values['data-dir'];
  const certificateCacheDir = dataDir ? undefined : defaultCertificateCacheDir();
  const emulator = await startEmulator({
    httpPort: integer(values['http-port'], 8787, '--http-port', 0, 65_535),
    httpsPort: integer(values['https-port'], 8443, '--https-port', 0, 65_535),
    maxProjects: integer(values['max-projects'], DEFAULT_MAX_PROJECTS, '--max-projects', 1, 1_000_000),
    projects: (values.project ?? []).map(projectFlag),
    ...(dataDir ? { dataDir } : { certificateCacheDir }),
    ...(values['control-token'] ? { controlToken: values['control-token'] } : {}),
  });
  const projectLines = (values.project ?? [])
    .map(projectFlag)
    .flatMap((p) => [
      `  project:       ${p.publicToken}`,
      `                 project_id ${p.projectId}   secret ${p.secret}`,
    ]);
  process.stdout.write(
    [
      'foyer-emulator is running',
      `  HTTP:          ${emulator.httpUrl}   (control API: ${emulator.httpUrl}/control/v1)`,
      `  HTTPS:         ${emulator.httpsUrl}`,
      `  data dir:      ${dataDir ?? '(in memory)'}`,
      `  certificate:   ${dataDir ? `${dataDir}/tls` : certificateCacheDir}`,
      `  SPKI hash:     ${emulator.spkiHash}`,
      ...projectLines,
      ...(emulator.controlToken
        ? [`  control token: ${emulator.controlToken}   (send as Authorization: Bearer <token>)`]
        : []),
      '',
      ...usageLines({ ...emulator, executable: findSystemChromium() }),
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
