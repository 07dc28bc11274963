import {
  closeSync,
  existsSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { lockDataDir } from './data-dir-lock';
import { writeFileDurably } from './durable-file';
import type { ProjectSnapshot, ProjectWrite } from './project-snapshot';

/** One journal line: a project write and its sequence number. */
export type JournalEntry = { seq: number; token: string; write: ProjectWrite };

/** The compacted state: every project as of `seq`; journal entries up to `seq` are already in it. */
export type StateSnapshot = { version: 1; seq: number; projects: ProjectSnapshot[] };

/** By default, compact once the journal holds this many entries. */
const COMPACT_AFTER_ENTRIES = 2_000;

export type JournalOptions = { compactAfterEntries?: number };

/**
 * Durable storage in a data directory: an append-only journal (`journal.ndjson`) that is fsync'd
 * before each write is answered, and a snapshot (`state.json`) replaced atomically on compaction.
 * A kill at any moment leaves either a complete snapshot plus a journal whose last line may be torn
 * (dropped on recovery: its write was never answered), or the previous snapshot.
 */
export class Journal {
  readonly #journalPath: string;
  readonly #snapshotPath: string;
  #fd: number;
  #seq: number;
  #entriesSinceSnapshot: number;
  readonly #compactAfter: number;

  private constructor(
    readonly dir: string,
    seq: number,
    entries: number,
    compactAfter: number,
    private readonly unlock: () => void,
  ) {
    this.#journalPath = join(dir, 'journal.ndjson');
    this.#snapshotPath = join(dir, 'state.json');
    this.#fd = openSync(this.#journalPath, 'a');
    this.#seq = seq;
    this.#entriesSinceSnapshot = entries;
    this.#compactAfter = compactAfter;
  }

  /** Opens (or creates) the data directory and returns the recovered state with the journal to append to. */
  static open(
    dir: string,
    options: JournalOptions = {},
  ): { journal: Journal; snapshot: StateSnapshot; entries: JournalEntry[] } {
    mkdirSync(dir, { recursive: true });
    const unlock = lockDataDir(dir);
    try {
      const snapshotPath = join(dir, 'state.json');
      const snapshot: StateSnapshot = existsSync(snapshotPath)
        ? (JSON.parse(readFileSync(snapshotPath, 'utf8')) as StateSnapshot)
        : { version: 1, seq: 0, projects: [] };
      const entries = readJournal(join(dir, 'journal.ndjson')).filter((entry) => entry.seq > snapshot.seq);
      const lastSeq = entries.at(-1)?.seq ?? snapshot.seq;
      const compactAfter = options.compactAfterEntries ?? COMPACT_AFTER_ENTRIES;
      const journal = new Journal(dir, lastSeq, entries.length, compactAfter, unlock);
      return { journal, snapshot, entries };
    } catch (error) {
      unlock();
      throw error;
    }
  }

  /** Appends one write and waits until it is on disk. */
  append(token: string, write: ProjectWrite): void {
    // Serialised before the sequence number moves, so a write that cannot be serialised leaves no gap.
    const seq = this.#seq + 1;
    const line = `${JSON.stringify({ seq, token, write } satisfies JournalEntry)}\n`;
    this.#seq = seq;
    writeFileSync(this.#fd, line);
    fsyncSync(this.#fd);
    this.#entriesSinceSnapshot += 1;
  }

  get needsCompaction(): boolean {
    return this.#entriesSinceSnapshot >= this.#compactAfter;
  }

  /** Writes the full state as the new snapshot, then empties the journal. */
  compact(projects: ProjectSnapshot[]): void {
    const snapshot: StateSnapshot = { version: 1, seq: this.#seq, projects };
    writeFileDurably(this.#snapshotPath, JSON.stringify(snapshot));
    // A crash before this truncation is harmless: replay skips entries the snapshot already holds.
    ftruncateSync(this.#fd, 0);
    fsyncSync(this.#fd);
    this.#entriesSinceSnapshot = 0;
  }

  close(): void {
    closeSync(this.#fd);
    this.unlock();
  }
}

/** Reads journal entries, dropping a torn last line and cutting it from the file. */
function readJournal(path: string): JournalEntry[] {
  if (!existsSync(path)) return [];
  const text = readFileSync(path, 'utf8');
  const entries: JournalEntry[] = [];
  let offset = 0;
  while (offset < text.length) {
    const end = text.indexOf('\n', offset);
    if (end === -1) break;
    const line = text.slice(offset, end);
    try {
      entries.push(JSON.parse(line) as JournalEntry);
    } catch {
      break;
    }
    offset = end + 1;
  }
  if (offset < text.length) truncateFile(path, Buffer.byteLength(text.slice(0, offset)));
  return entries;
}

function truncateFile(path: string, length: number): void {
  const fd = openSync(path, 'r+');
  try {
    ftruncateSync(fd, length);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
