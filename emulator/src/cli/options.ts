import { parseArgs } from 'node:util';
import type { ProjectCredentials } from '../store/project-credentials';
import { DEFAULT_MAX_PROJECTS } from '../store/store';

export const USAGE = `Usage: foyer-emulator [options]
       foyer-emulator exec [options] -- <command> [args...]

A local emulator of the provider's browser-SDK API (/sdk/v1/...) and backend API (/v1/...), with a
control API under /control/v1. It prints a line for each email, SMS or WhatsApp message it "sends"
(the link or the passcode in it) and, once per cause, why it refused a page and which setting to change.

exec starts the emulator, runs <command> with the emulator in its environment, stops the emulator
when the command ends and exits with the command's exit code (127 if it cannot start; a signal to
exec goes on to the command). Its ports default to free ones, so parallel runs do not clash, and the banner and the
emulator's lines go to stderr. The command gets:
  FOYER_EMULATOR_URL         http://localhost:<port>, the plain-HTTP URL a page's client uses
  FOYER_EMULATOR_HTTPS_URL   https://127.0.0.1:<port>
  NODE_EXTRA_CA_CERTS        the emulator's certificate, for a Node backend to trust it
  FOYER_CONTROL_TOKEN        with --control-token
  STYTCH_PUBLIC_TOKEN, STYTCH_PROJECT_ID, STYTCH_SECRET, STYTCH_BASE_URL (the HTTPS URL)
                             with exactly one --project

Options:
  --http-port <port>        plain-HTTP port (default 8787, exec: 0; 0 picks a free port)
  --https-port <port>       HTTPS port (default 8443, exec: 0; 0 picks a free port)
  --data-dir <dir>          keep projects and the certificate in <dir> (default: projects in memory,
                            the certificate in $XDG_CACHE_HOME/foyer-emulator or ~/.cache/foyer-emulator)
  --control-token <token>   control calls must send Authorization: Bearer <token>; "auto" makes one up
  --max-projects <n>        how many projects unknown public tokens may create (default ${DEFAULT_MAX_PROJECTS})
  --project-name <name>     the name new projects start with (default "Emulator"): what email
                            subjects, passkey prompts and authenticator apps show
  --project <token:id:secret>
                            fix a project's id and secret for the backend API (/v1), e.g.
                            public-token-test-app:project-test-app:secret-test-app; repeatable.
                            Other projects get project-test-<token suffix> and a derived secret
                            (GET /control/v1/projects/<token>/credentials)
  --import <file>           seed projects (users, settings, connected apps...) before anything runs,
                            from a project export (GET /control/v1/projects/<token>/export) or
                            { "projects": [export, ...] }; --project still fixes ids and secrets
  --export-on-exit <file>   write { "projects": [...] } of every project when the emulator stops
                            (on SIGINT or SIGTERM; for exec, when the command ends)
  --quiet                   print no message or refusal lines
  -h, --help                show this help
`;

/** What both forms take: how to start the emulator, and what to do around it. */
export type EmulatorSettings = {
  httpPort: number;
  httpsPort: number;
  dataDir?: string;
  controlToken?: string;
  maxProjects: number;
  projectName?: string;
  projects: ProjectCredentials[];
  quiet: boolean;
  importFile?: string;
  exportFile?: string;
};

export type CommandLine =
  | { kind: 'help' }
  | { kind: 'serve'; settings: EmulatorSettings }
  | { kind: 'exec'; settings: EmulatorSettings; command: string; args: string[] };

const EXEC_FORM = 'foyer-emulator exec [options] -- <command> [args...]';

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
export function projectFlag(value: string): ProjectCredentials {
  const [publicToken, projectId, ...rest] = value.split(':');
  const secret = rest.join(':');
  if (!publicToken || !projectId || !secret) {
    throw new Error(`--project must be public-token:project-id:secret, not "${value}".`);
  }
  return { publicToken, projectId, secret };
}

/** A project name, as the settings take one: not empty. */
function projectNameFlag(value: string): string {
  if (value.trim() === '') throw new Error('--project-name must not be empty.');
  return value;
}

/** Options, or `help`; `ports` are the form's default ports. */
function parseOptions(args: string[], ports: { http: number; https: number }): EmulatorSettings | 'help' {
  const { values } = parseArgs({
    args,
    options: {
      'http-port': { type: 'string' },
      'https-port': { type: 'string' },
      'data-dir': { type: 'string' },
      'control-token': { type: 'string' },
      'max-projects': { type: 'string' },
      'project-name': { type: 'string' },
      project: { type: 'string', multiple: true },
      import: { type: 'string' },
      'export-on-exit': { type: 'string' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return 'help';
  return {
    httpPort: integer(values['http-port'], ports.http, '--http-port', 0, 65_535),
    httpsPort: integer(values['https-port'], ports.https, '--https-port', 0, 65_535),
    maxProjects: integer(values['max-projects'], DEFAULT_MAX_PROJECTS, '--max-projects', 1, 1_000_000),
    projects: (values.project ?? []).map(projectFlag),
    quiet: values.quiet === true,
    ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}),
    ...(values['control-token'] ? { controlToken: values['control-token'] } : {}),
    ...(values['project-name'] !== undefined ? { projectName: projectNameFlag(values['project-name']) } : {}),
    ...(values.import !== undefined ? { importFile: values.import } : {}),
    ...(values['export-on-exit'] !== undefined ? { exportFile: values['export-on-exit'] } : {}),
  };
}

/** Reads the command line (without `node` and the script); throws an Error whose message says what is wrong. */
export function parseCommandLine(argv: string[]): CommandLine {
  if (argv[0] !== 'exec') {
    const settings = parseOptions(argv, { http: 8787, https: 8443 });
    return settings === 'help' ? { kind: 'help' } : { kind: 'serve', settings };
  }
  const rest = argv.slice(1);
  const separator = rest.indexOf('--');
  if (separator === -1 && (rest.includes('--help') || rest.includes('-h'))) return { kind: 'help' };
  const [command, ...args] = separator === -1 ? [] : rest.slice(separator + 1);
  if (command === undefined || command === '') {
    throw new Error(`exec needs a command after --: ${EXEC_FORM}`);
  }
  const settings = parseOptions(rest.slice(0, separator), { http: 0, https: 0 });
  return settings === 'help' ? { kind: 'help' } : { kind: 'exec', settings, command, args };
}
