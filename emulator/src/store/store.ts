import { randomUUID } from 'node:crypto';
import { ApiError } from '../http/api-error';
import type { BaseSettings, CollectionTable, ProjectLayout } from './collection-table';
import { Journal, type JournalOptions } from './journal';
import { holdsPlainSecrets } from './legacy-secrets';
import { newProjectSnapshot, Project } from './project';
import { isProjectId, type ProjectCredentials, publicTokenOfDefaultId } from './project-credentials';
import type { ProjectSnapshot, ProjectWrite, SingleWrite } from './project-snapshot';
import { RequestLog } from './request-log';
import type { StreamPosition } from './stream-position';

/** A change to one project, as change listeners (long polls, the live stream) receive it: batches come one write at a time. */
export type ProjectChange<
  T extends CollectionTable = CollectionTable,
  S extends BaseSettings = BaseSettings,
> = {
  token: string;
  write: SingleWrite<T, S>;
};
export type ChangeListener<T extends CollectionTable, S extends BaseSettings> = (
  change: ProjectChange<T, S>,
) => void;

const PUBLIC_TOKEN = /^public-token-(test|live)-[A-Za-z0-9_-]+$/;

export function isPublicToken(token: string): boolean {
  return PUBLIC_TOKEN.test(token);
}

/**
 * Writes no view shows, so they leave a project's stream position alone: those of collections that
 * say so (telemetry), and the signing key. A page read before one of them need not be read again.
 */
function isUnshownWrite(table: CollectionTable, write: SingleWrite): boolean {
  if (write.op === 'signing_key') return true;
  return 'collection' in write && table[write.collection]?.movesStreamPosition === false;
}

/** How many projects one emulator creates on first use before refusing new tokens (`--max-projects`). */
export const DEFAULT_MAX_PROJECTS = 1000;

/**
 * All projects of one emulator, keyed by public token. In memory, or backed by a journal in a data
 * directory: every write is on disk before the method that made it returns. What a project holds is
 * the layout's: `T` its collections, `S` its settings (src/emulator-store gives the emulator's).
 */
export class ProjectStore<T extends CollectionTable, S extends BaseSettings> {
  readonly #projects = new Map<string, Project<T, S>>();
  readonly #listeners = new Set<ChangeListener<T, S>>();
  /** Announced writes per project since this store opened: a stream position, not data. */
  readonly #writeCounts = new Map<string, number>();
  /** Names this store among the processes a console may meet: counts restart with each store. */
  readonly #epoch = randomUUID();
  readonly #journal: Journal | undefined;
  readonly #closing = new AbortController();
  /** What each project's callers asked and were answered, last first; in memory only. */
  readonly requestLog = new RequestLog();
  /**
   * Unknown public tokens create projects only up to this many projects in all, so a caller looping
   * over made-up tokens cannot grow the emulator without bound. Projects loaded from a data dir count.
   */
  maxProjects = DEFAULT_MAX_PROJECTS;
  /**
   * The `project_name` every project this store creates starts with (`--project-name`), so a host's
   * tests know the name its emails carry; projects already kept keep theirs.
   */
  newProjectName: string;

  private constructor(
    private readonly layout: ProjectLayout<T, S>,
    journal?: Journal,
  ) {
    this.#journal = journal;
    this.newProjectName = layout.defaultSettings.project_name;
  }

  static inMemory<T extends CollectionTable, S extends BaseSettings>(
    layout: ProjectLayout<T, S>,
  ): ProjectStore<T, S> {
    return new ProjectStore(layout);
  }

  /**
   * Opens the store kept in `dir`, replaying its journal. What is on disk is read as the layout's
   * collections and settings: written by this emulator or an older one (see legacy-secrets).
   */
  static open<T extends CollectionTable, S extends BaseSettings>(
    dir: string,
    layout: ProjectLayout<T, S>,
    options?: JournalOptions,
  ): ProjectStore<T, S> {
    const { journal, snapshot, entries } = Journal.open(dir, options);
    const store = new ProjectStore(layout, journal);
    for (const project of snapshot.projects) store.#add(project as ProjectSnapshot<T, S>);
    for (const { token, write } of entries) {
      const existing = store.#projects.get(token);
      if (existing) existing.restore(write as ProjectWrite<T, S>);
      else if (write.op === 'replace') store.#add(write.snapshot as ProjectSnapshot<T, S>);
    }
    // Loading gave an older emulator's plain secrets their digests; rewriting now drops the plain ones from disk.
    if (
      holdsPlainSecrets(
        layout.collections,
        snapshot.projects,
        entries.map((entry) => entry.write),
      )
    ) {
      journal.compact(store.projects().map((project) => project.snapshot()));
    }
    return store;
  }

  /**
   * The project for a public token, created with defaults on first use. Any `public-token-test-…`
   * or `public-token-live-…` is accepted; anything else is `unauthorized_credentials`.
   */
  project(publicToken: string): Project<T, S> {
    const existing = this.#projects.get(publicToken);
    if (existing) return existing;
    if (!isPublicToken(publicToken)) {
      throw new ApiError('unauthorized_credentials', 'The public token is not a valid public token.');
    }
    if (this.#projects.size >= this.maxProjects) {
      throw new ApiError(
        'too_many_projects',
        `This emulator already holds ${this.maxProjects} projects, its limit; reuse a public token, or start it with --max-projects <n> (startEmulator({ maxProjects })).`,
      );
    }
    const snapshot = newProjectSnapshot(this.layout, publicToken, { projectName: this.newProjectName });
    this.#write(publicToken, { op: 'replace', snapshot }, () => this.#add(snapshot));
    return this.#projects.get(publicToken) as Project<T, S>;
  }

  /**
   * Creates the project of `credentials.publicToken` with this id and secret, or gives an existing
   * one (from a data dir) them, so a host's `.env` written ahead of time matches.
   */
  defineProject(credentials: ProjectCredentials): Project<T, S> {
    const { publicToken, projectId, secret } = credentials;
    if (!isPublicToken(publicToken)) {
      throw new Error(`"${publicToken}" is not a public token (public-token-test-… or public-token-live-…).`);
    }
    if (!isProjectId(projectId)) {
      throw new Error(`"${projectId}" is not a project id (project-test-… or project-live-…).`);
    }
    if (secret === '') throw new Error(`The secret of ${projectId} is empty.`);
    const holder = this.projectById(projectId);
    if (holder && holder.publicToken !== publicToken) {
      throw new Error(`The project id ${projectId} already belongs to ${holder.publicToken}.`);
    }
    const existing = this.#projects.get(publicToken);
    if (existing) {
      existing.setCredentials(projectId, secret);
      return existing;
    }
    const snapshot = newProjectSnapshot(this.layout, publicToken, {
      projectId,
      secret,
      projectName: this.newProjectName,
    });
    this.#write(publicToken, { op: 'replace', snapshot }, () => this.#add(snapshot));
    return this.#projects.get(publicToken) as Project<T, S>;
  }

  /**
   * The project a backend caller names by id, never created: the backend API only serves projects
   * that exist (a page's first call, `--project`, or the control API made them).
   */
  projectById(projectId: string): Project<T, S> | undefined {
    for (const project of this.#projects.values()) if (project.projectId === projectId) return project;
    return undefined;
  }

  /**
   * The project a backend caller names by id: one that has it, or else the project whose default id
   * it is (`project-test-abc` for `public-token-test-abc`), created on first use like a page's
   * project, so a host's server can call before any page did. Undefined when neither can be.
   */
  backendProject(projectId: string): Project<T, S> | undefined {
    const existing = this.projectById(projectId);
    if (existing) return existing;
    const publicToken = publicTokenOfDefaultId(projectId);
    // A token whose project was given another id is not this project id's.
    if (!isPublicToken(publicToken) || this.#projects.has(publicToken)) return undefined;
    return this.project(publicToken);
  }

  /** The project for a token if it exists already, without creating it. */
  existingProject(publicToken: string): Project<T, S> | undefined {
    return this.#projects.get(publicToken);
  }

  projects(): Project<T, S>[] {
    return [...this.#projects.values()];
  }

  /** Listens to every change of every project; returns the unsubscribe function. */
  subscribe(listener: ChangeListener<T, S>): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Where a project's change stream stands: the writes announced so far and its newest logged
   * request. A snapshot read at one position misses nothing a stream that starts at the same
   * position announces.
   */
  positionOf(publicToken: string): StreamPosition {
    return {
      epoch: this.#epoch,
      writes: this.#writeCounts.get(publicToken) ?? 0,
      requests: this.requestLog.latestSeq(publicToken),
    };
  }

  /** Aborts when the store closes, so long polls and live streams end with it. */
  get closed(): AbortSignal {
    return this.#closing.signal;
  }

  close(): void {
    if (this.#closing.signal.aborted) return;
    this.#closing.abort();
    this.#journal?.close();
  }

  #add(snapshot: ProjectSnapshot<T, S>): Project<T, S> {
    const token = snapshot.public_token;
    const project = new Project(this.layout, snapshot, (write, apply) => this.#write(token, write, apply));
    this.#projects.set(token, project);
    return project;
  }

  /** Journal first, memory second: a write that cannot reach the disk must not change what callers see. */
  #write(token: string, write: ProjectWrite<T, S>, apply: () => void): void {
    this.#journal?.append(token, write);
    apply();
    if (this.#journal?.needsCompaction) this.#journal.compact(this.projects().map((p) => p.snapshot()));
    const writes = write.op === 'batch' ? write.writes : [write];
    const shown = writes.filter((each) => !isUnshownWrite(this.layout.collections, each)).length;
    if (shown > 0) this.#writeCounts.set(token, (this.#writeCounts.get(token) ?? 0) + shown);
    for (const each of writes) for (const listener of this.#listeners) listener({ token, write: each });
  }
}
