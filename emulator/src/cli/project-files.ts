import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { projectImportSchema } from '../control/schemas';
import type { EmulatorStore, ProjectSnapshot } from '../emulator-store';
import { validate } from '../http/validation';
import { writeFileDurably } from '../store/durable-file';
import { defaultSecret, isProjectId } from '../store/project-credentials';
import { forgetDropped } from '../store/retention';
import { isPublicToken } from '../store/store';

// `--import` and `--export-on-exit`: the control API's export format (GET /control/v1/projects/:token/export)
// read before the emulator starts and written when it stops.

/** One project of an import file, checked as the control API's import checks it. */
export type ImportedProject = {
  publicToken: string;
  projectId: string;
  secret: string;
  snapshot: ProjectSnapshot;
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The exports a file holds: `{ "projects": [export, ...] }` (what `--export-on-exit` writes), one
 * project export, or the control API's answer around one (`{ "data": { "project": export } }`, what
 * `curl …/export > file` saves).
 */
function exportsIn(parsed: unknown): { where: string; value: unknown }[] {
  if (isPlainObject(parsed) && isPlainObject(parsed.data) && isPlainObject(parsed.data.project)) {
    return [{ where: 'data.project', value: parsed.data.project }];
  }
  if (isPlainObject(parsed) && isPlainObject(parsed.project))
    return [{ where: 'project', value: parsed.project }];
  if (isPlainObject(parsed) && Array.isArray(parsed.projects)) {
    return parsed.projects.map((value, index) => ({ where: `projects[${index}]`, value }));
  }
  if (isPlainObject(parsed) && 'public_token' in parsed) return [{ where: 'the project', value: parsed }];
  throw new Error('expected a project export or { "projects": [export, ...] }');
}

function checkedProject(where: string, value: unknown): ImportedProject {
  if (!isPlainObject(value)) throw new Error(`${where}: expected a project export (an object)`);
  const { public_token: publicToken, project_id: projectId, secret } = value;
  if (typeof publicToken !== 'string' || !isPublicToken(publicToken)) {
    throw new Error(`${where}: public_token must be public-token-test-... or public-token-live-...`);
  }
  if (typeof projectId !== 'string' || !isProjectId(projectId)) {
    throw new Error(`${where} (${publicToken}): project_id must be project-test-... or project-live-...`);
  }
  if (secret !== undefined && (typeof secret !== 'string' || secret === '')) {
    throw new Error(`${where} (${publicToken}): secret must be a non-empty string when present`);
  }
  let checked: Omit<ProjectSnapshot, 'public_token'>;
  try {
    checked = validate(projectImportSchema, value) as unknown as Omit<ProjectSnapshot, 'public_token'>;
  } catch (error) {
    throw new Error(`${where} (${publicToken}): ${(error as Error).message}`);
  }
  return {
    publicToken,
    projectId,
    secret: secret ?? defaultSecret(publicToken),
    snapshot: { ...checked, public_token: publicToken },
  };
}

function parsedFile(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(
      code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : (error as Error).message,
    );
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`not JSON (${(error as Error).message})`);
  }
}

function firstDuplicate(values: string[]): string | undefined {
  return values.find((value, index) => values.indexOf(value) !== index);
}

/** Reads and checks an `--import` file; throws an Error naming the file and what is wrong with it. */
export function readProjectImport(path: string): ImportedProject[] {
  try {
    const projects = exportsIn(parsedFile(path)).map(({ where, value }) => checkedProject(where, value));
    const token = firstDuplicate(projects.map((p) => p.publicToken));
    if (token !== undefined) throw new Error(`${token} is there twice`);
    const projectId = firstDuplicate(projects.map((p) => p.projectId));
    if (projectId !== undefined) throw new Error(`the project id ${projectId} is there twice`);
    return projects;
  } catch (error) {
    throw new Error(`--import ${path}: ${(error as Error).message}`);
  }
}

/**
 * Puts each project in the store as the control API's import does (the whole project replaced), and
 * gives it the id and secret the export names, so a host's `.env` written for it still matches.
 * `--project` applies after, and wins.
 */
export function importProjects(store: EmulatorStore, projects: ImportedProject[], file: string): void {
  try {
    for (const { publicToken, projectId, secret, snapshot } of projects) {
      const target = store.project(publicToken);
      target.replace(snapshot);
      forgetDropped(target);
      store.defineProject({ publicToken, projectId, secret });
    }
  } catch (error) {
    throw new Error(`--import ${file}: ${(error as Error).message}`);
  }
}

/** Checks, before the emulator starts, that `--export-on-exit` can write its file: a folder that is there and writable. */
export function checkExportTarget(path: string): void {
  const folder = dirname(resolve(path));
  const problem = (() => {
    try {
      if (statSync(path, { throwIfNoEntry: false })?.isDirectory()) return 'is a directory';
      if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory())
        return `its folder ${folder} does not exist`;
      accessSync(folder, constants.W_OK);
      return undefined;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EACCES'
        ? `its folder ${folder} is not writable`
        : (error as Error).message;
    }
  })();
  if (problem !== undefined) throw new Error(`--export-on-exit ${path}: ${problem}`);
}

/** Writes `{ "projects": [...] }` of every project, all at once: a reader sees the old file or the new one. */
export function writeProjectExport(path: string, store: EmulatorStore): void {
  const projects = store.projects().map((project) => project.snapshot());
  try {
    writeFileDurably(path, `${JSON.stringify({ projects }, null, 2)}\n`);
  } catch (error) {
    throw new Error(`--export-on-exit ${path}: ${(error as Error).message}`);
  }
}
