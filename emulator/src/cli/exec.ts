import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import type { RunningEmulator } from '../server';
import type { ProjectCredentials } from '../store/project-credentials';
import { pageFacingUrl } from './banner';

// `foyer-emulator exec -- <command>`: the command's environment, and running it as the emulator's child.

type EmulatorAddresses = Pick<RunningEmulator, 'httpUrl' | 'httpsUrl' | 'certificatePath' | 'controlToken'>;

/**
 * What the command finds in its environment: the emulator's addresses and certificate, the control
 * token when one is in use, and, with exactly one `--project`, what the provider's backend SDK
 * reads (a host's server then runs unchanged). With several projects, none is the obvious one.
 */
export function execEnvironment(
  emulator: EmulatorAddresses,
  projects: ProjectCredentials[],
): Record<string, string> {
  const only = projects.length === 1 ? projects[0] : undefined;
  return {
    FOYER_EMULATOR_URL: pageFacingUrl(emulator.httpUrl),
    FOYER_EMULATOR_HTTPS_URL: emulator.httpsUrl,
    NODE_EXTRA_CA_CERTS: emulator.certificatePath,
    ...(emulator.controlToken ? { FOYER_CONTROL_TOKEN: emulator.controlToken } : {}),
    ...(only
      ? {
          STYTCH_PUBLIC_TOKEN: only.publicToken,
          STYTCH_PROJECT_ID: only.projectId,
          STYTCH_SECRET: only.secret,
          STYTCH_BASE_URL: emulator.httpsUrl,
        }
      : {}),
  };
}

/** A shell's exit status for how a process ended: its code, or 128 + the number of the signal that ended it. */
export function exitStatusOf(code: number | null, signal: NodeJS.Signals | null): number {
  if (code !== null) return code;
  return 128 + (signal ? (constants.signals[signal] ?? 0) : 0);
}

/** What running the command came to. */
export type CommandOutcome = { kind: 'exited'; status: number } | { kind: 'not-started'; problem: string };

/** Signals exec passes on to the command, and then waits for it to end. */
const FORWARDED_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

function startProblem(error: NodeJS.ErrnoException): string {
  if (error.code === 'ENOENT') return 'no such command';
  if (error.code === 'EACCES') return 'permission denied';
  return error.message;
}

/**
 * Runs the command with the terminal (stdin, stdout, stderr) as exec's own, and resolves once it has
 * ended. While it runs, SIGINT, SIGTERM and SIGHUP to exec go on to it, so it ends the way it would
 * have without exec in between.
 */
export function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<CommandOutcome> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    // Left on once the command has ended: a signal then finds nothing to kill, and cannot end exec
    // before it has stopped the emulator (and written --export-on-exit).
    for (const signal of FORWARDED_SIGNALS) process.on(signal, () => child.kill(signal));
    const finish = resolve;
    let started = false;
    child.once('spawn', () => {
      started = true;
    });
    child.once('error', (error: NodeJS.ErrnoException) => {
      if (!started) finish({ kind: 'not-started', problem: startProblem(error) });
    });
    child.once('exit', (code, signal) => finish({ kind: 'exited', status: exitStatusOf(code, signal) }));
  });
}
