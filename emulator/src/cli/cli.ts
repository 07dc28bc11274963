import { EmulatorStore } from '../emulator-store';
import type { RunningEmulator } from '../server';
import { defaultCertificateCacheDir } from '../tls/certificate-cache';
import { findSystemChromium } from '../tls/chromium-command';
import { ansi, plain, shouldColour } from './activity-lines';
import { activityPrinter } from './activity-printer';
import { runningLines, usageLines } from './banner';
import { execEnvironment, runCommand } from './exec';
import { type EmulatorSettings, parseCommandLine, USAGE } from './options';
import { checkExportTarget, importProjects, readProjectImport, writeProjectExport } from './project-files';

type Output = NodeJS.WriteStream;

function report(error: unknown): void {
  process.stderr.write(`foyer-emulator: ${error instanceof Error ? error.message : String(error)}\n`);
}

/** A started emulator with what stopping it takes: closing it, then writing `--export-on-exit`. */
type CliEmulator = { emulator: RunningEmulator; stop(): Promise<void> };

/**
 * Checks the import and export files, seeds the store from the import, and only then serves it, so a
 * bad file stops everything before a port is taken and no caller sees the store unseeded.
 */
async function start(settings: EmulatorSettings, out: Output, command?: string[]): Promise<CliEmulator> {
  const { dataDir, importFile, exportFile } = settings;
  const imported = importFile ? readProjectImport(importFile) : [];
  if (exportFile) checkExportTarget(exportFile);
  const certificateCacheDir = dataDir ? undefined : defaultCertificateCacheDir();
  const store = dataDir ? EmulatorStore.open(dataDir) : EmulatorStore.inMemory();
  try {
    if (importFile) importProjects(store, imported, importFile);
  } catch (error) {
    store.close();
    throw error;
  }
  const paint = shouldColour(out, process.env) ? ansi : plain;
  // Loaded once the files are checked: the app is most of the start-up time, which a bad file need not wait for.
  const { serveStore } = await import('../server');
  const emulator = await serveStore(store, {
    httpPort: settings.httpPort,
    httpsPort: settings.httpsPort,
    maxProjects: settings.maxProjects,
    ...(settings.projectName !== undefined ? { projectName: settings.projectName } : {}),
    projects: settings.projects,
    ...(dataDir ? { dataDir } : { certificateCacheDir }),
    ...(settings.controlToken ? { controlToken: settings.controlToken } : {}),
    ...(settings.quiet
      ? {}
      : { onActivity: activityPrinter({ write: (line) => out.write(`${line}\n`), paint }) }),
  });
  out.write(
    [
      ...runningLines({
        ...emulator,
        certificateDir: certificateCacheDir ?? `${dataDir}/tls`,
        projects: settings.projects,
        ...(dataDir ? { dataDir } : {}),
        ...(importFile ? { importFile } : {}),
        ...(exportFile ? { exportFile } : {}),
      }),
      ...(command ? [`  running:       ${command.join(' ')}`] : []),
      '',
      ...usageLines({ ...emulator, executable: findSystemChromium() }),
      '',
    ].join('\n'),
  );
  return {
    emulator,
    async stop() {
      await emulator.close();
      // After the listeners closed, so the export holds every answered write.
      if (exportFile) writeProjectExport(exportFile, store);
    },
  };
}

/** `foyer-emulator [options]`: serves until SIGINT or SIGTERM. */
async function serve(settings: EmulatorSettings): Promise<void> {
  const { stop } = await start(settings, process.stdout);
  const onSignal = () => {
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        report(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}

/**
 * `foyer-emulator exec [options] -- <command> [args...]`: the banner and the emulator's lines on
 * stderr, the command's stdout its own; exits as the command did, or 127 if it could not start.
 */
async function exec(settings: EmulatorSettings, command: string, args: string[]): Promise<never> {
  const { emulator, stop } = await start(settings, process.stderr, [command, ...args]);
  const env = { ...process.env, ...execEnvironment(emulator, settings.projects) };
  const outcome = await runCommand(command, args, env);
  let status = 127;
  if (outcome.kind === 'exited') status = outcome.status;
  else report(`cannot run ${command}: ${outcome.problem}`);
  try {
    await stop();
  } catch (error) {
    report(error);
    if (status === 0) status = 1;
  }
  process.exit(status);
}

async function main(): Promise<void> {
  const commandLine = parseCommandLine(process.argv.slice(2));
  if (commandLine.kind === 'help') process.stdout.write(USAGE);
  else if (commandLine.kind === 'serve') await serve(commandLine.settings);
  else await exec(commandLine.settings, commandLine.command, commandLine.args);
}

main().catch((error: unknown) => {
  report(error);
  process.exit(1);
});
