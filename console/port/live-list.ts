import type { BootList, ListPage, PageQuery, StreamPosition } from '@foyer/emulator/control';
import type { ProjectFeed } from './project-feed';
import type { ProjectChange } from './watch-project';

/** What a change does to a list: a record put (new, or in place of the one with its key), one removed, or anything. */
type ListChange<T> = { put: T } | { remove: string } | { reread: true };

/** A list the project holds, as a view shows it: how to read a page, what each change does to it. */
export type ListSource<T> = {
  read(page: PageQuery): Promise<ListPage<T>>;
  keyOf(record: T): string;
  /** What a change of the project does to this list; undefined when it does not concern it. */
  changeOf(change: ProjectChange): ListChange<T> | undefined;
  /** Whether a record belongs under the search, as the control API's `query` decides. */
  matches(record: T, query: string): boolean;
  /** Where a record new to the list goes: first (a list newest first) or last. */
  newAt: 'head' | 'tail';
  /** How many records the emulator keeps at most (it forgets the oldest unannounced), if it bounds the list. */
  keep?: number;
  /** The control API's name of the list (what the console's page may carry a first page of). */
  name: BootList;
};

/** A first page read before the list opened (the console's page carries it), and where the stream stood then. */
export type FirstPage<T> = { page: ListPage<T>; position: StreamPosition };

/** First pages read before their lists opened: each handed out once, to the first list of its kind. */
export type FirstPages = { take<T>(list: BootList): FirstPage<T> | undefined };

/** Whether what a list shows may have changed between two positions of the project's stream. */
function hasMoved(list: BootList, from: StreamPosition, to: StreamPosition): boolean {
  if (from.epoch !== to.epoch) return true;
  return list === 'requests' ? from.requests !== to.requests : from.writes !== to.writes;
}

export type LiveListState<T> = {
  records: readonly T[];
  /** How many records match, loaded or not. */
  total: number;
  /** More records to load after these, or none. */
  hasMore: boolean;
  /** False until the first read answered (or failed). */
  loaded: boolean;
  error: string | null;
};

const ALL_AT_ONCE_MAX = 1000;

/**
 * A page-at-a-time list kept current by the project's changes: read once, then each change is
 * applied in place (a new message at the head, an edited user where it stands) rather than read
 * again. A change that arrives while a read is on its way is applied again to what the read answers,
 * so a read that started before a change cannot put the old record back. Free of React and the
 * DOM: views hold one through `useLiveList`.
 */
export class LiveList<T> {
  #state: LiveListState<T> = { records: [], total: 0, hasMore: false, loaded: false, error: null };
  #nextCursor: string | null = null;
  /** Changes since the oldest read still on its way, to apply again to its answer. */
  #changes: ListChange<T>[] = [];
  #changesDropped = 0;
  #reads = new Map<number, number>();
  #lastRead = 0;
  #unsubscribe = () => {};
  #isStopped = false;
  /** Where the stream stood when the first page handed to `start` was read, until the stream says where it stands. */
  #firstPageAt: StreamPosition | undefined;

  constructor(
    private readonly source: ListSource<T>,
    private readonly options: {
      query: string;
      pageSize: number;
      onState: (state: LiveListState<T>) => void;
      describeFailure: (failure: unknown) => string;
    },
  ) {}

  get state(): LiveListState<T> {
    return this.#state;
  }

  /**
   * Reads the first page once the feed is live (at once without a feed, where the host re-reads on
   * its own signal), and follows the feed's changes until `stop`. Given a first page read earlier,
   * shows it at once and reads none, unless the stream says the project has changed since that page
   * was read: once it answers, or already (the view's code arrived after the stream was live).
   */
  start(feed: ProjectFeed | undefined, first?: FirstPage<T>): void {
    if (feed) this.#unsubscribe = feed.subscribe((change) => this.#onChange(change));
    if (first && feed && !feed.isLive) {
      this.#firstPageAt = first.position;
      this.#show(first.page);
      this.#set(this.#state);
      return;
    }
    const now = feed?.position;
    if (first && now && !hasMoved(this.source.name, first.position, now)) {
      this.#show(first.page);
      this.#set(this.#state);
      return;
    }
    if (feed && !feed.isLive) return;
    void this.reread();
  }

  stop(): void {
    this.#isStopped = true;
    this.#unsubscribe();
  }

  /** Reads the first page again, as many records as are shown (within what one page may hold). */
  async reread(): Promise<void> {
    const limit = Math.min(Math.max(this.options.pageSize, this.#state.records.length), ALL_AT_ONCE_MAX);
    const read = this.#beginRead();
    try {
      const page = await this.source.read(this.#query({ limit }));
      if (!this.#isLatest(read)) return;
      this.#show(page);
      this.#replaySince(read);
    } catch (failure) {
      if (this.#isLatest(read))
        this.#set({ ...this.#state, loaded: true, error: this.options.describeFailure(failure) });
    } finally {
      this.#endRead(read);
    }
  }

  /** Appends the next page, if there is one. */
  async loadMore(): Promise<void> {
    const cursor = this.#nextCursor;
    if (cursor === null) return;
    this.#nextCursor = null;
    const read = this.#beginRead();
    const firstPageRead = this.#lastRead;
    try {
      const page = await this.source.read(this.#query({ limit: this.options.pageSize, cursor }));
      // A first page read since replaces everything, this page included.
      if (this.#isStopped || firstPageRead !== this.#lastRead) return;
      const known = new Set(this.#state.records.map((record) => this.source.keyOf(record)));
      this.#nextCursor = page.results_metadata.next_cursor;
      this.#state = {
        ...this.#state,
        records: [...this.#state.records, ...page.results.filter((r) => !known.has(this.source.keyOf(r)))],
        total: page.results_metadata.total,
        hasMore: this.#nextCursor !== null,
      };
      this.#replaySince(read);
    } catch (failure) {
      this.#nextCursor = cursor;
      this.#set({ ...this.#state, error: this.options.describeFailure(failure) });
    } finally {
      this.#endRead(read);
    }
  }

  /** Shows a record the view itself just made (a user it created), wherever paging has got to. */
  add(record: T): void {
    this.#apply({ put: record }, true);
    this.#set(this.#state);
  }

  #show(page: ListPage<T>): void {
    this.#nextCursor = page.results_metadata.next_cursor;
    this.#state = {
      records: page.results,
      total: page.results_metadata.total,
      hasMore: this.#nextCursor !== null,
      loaded: true,
      error: null,
    };
  }

  #query(page: PageQuery): PageQuery {
    return this.options.query.trim() === '' ? page : { ...page, query: this.options.query };
  }

  #onChange(change: ProjectChange): void {
    if (change.kind === 'ready') {
      const firstPageAt = this.#firstPageAt;
      this.#firstPageAt = undefined;
      const isCurrent =
        firstPageAt && change.position && !hasMoved(this.source.name, firstPageAt, change.position);
      if (!isCurrent) void this.reread();
      return;
    }
    if (change.kind === 'unreachable') {
      // Until the stream answers, nothing says when a first read would miss no change: a list with
      // nothing to show says why, and its retry reads it anyway. A list shown may miss changes from
      // now on, so it says so too, until the stream is back (its `ready` reads it again) or a retry.
      const error = this.#state.loaded
        ? `The project's live changes stopped (${change.reason}): what shows may be out of date.`
        : `The project's live changes did not connect (${change.reason}).`;
      this.#set({ ...this.#state, loaded: true, error });
      return;
    }
    if (change.kind === 'reset') {
      void this.reread();
      return;
    }
    const listChange = this.source.changeOf(change);
    if (!listChange) return;
    if ('reread' in listChange) {
      void this.reread();
      return;
    }
    if (this.#reads.size > 0) this.#changes.push(listChange);
    this.#apply(listChange, false);
    this.#set(this.#state);
  }

  /** Puts or removes one record; a put that no longer matches the search removes it. */
  #apply(change: ListChange<T>, isNew: boolean): void {
    if ('reread' in change) return;
    const { keyOf } = this.source;
    const records = this.#state.records;
    const key = 'put' in change ? keyOf(change.put) : change.remove;
    const at = records.findIndex((record) => keyOf(record) === key);
    const isWanted = 'put' in change && this.source.matches(change.put, this.options.query);
    if (!isWanted) {
      if (at !== -1) {
        this.#state = { ...this.#state, records: records.toSpliced(at, 1), total: this.#state.total - 1 };
      } else if ('remove' in change && this.#state.hasMore && this.options.query.trim() === '') {
        // Not loaded yet, but every record is in an unsearched list: it counted.
        this.#state = { ...this.#state, total: Math.max(0, this.#state.total - 1) };
      }
      return;
    }
    const record = change.put;
    if (at !== -1) {
      this.#state = { ...this.#state, records: records.with(at, record) };
      return;
    }
    // A record unknown here is new at the head; at the tail it is known to be new only when the whole
    // list is loaded (or the view made it): otherwise it may be one of the pages not read yet.
    if (this.source.newAt === 'head') {
      const { keep = Number.POSITIVE_INFINITY } = this.source;
      this.#state = {
        ...this.#state,
        records: [record, ...records].slice(0, keep),
        total: Math.min(this.#state.total + 1, keep),
      };
    } else if (!this.#state.hasMore || isNew) {
      this.#state = { ...this.#state, records: [...records, record], total: this.#state.total + 1 };
    }
  }

  #beginRead(): number {
    const read = ++this.#lastRead;
    this.#reads.set(read, this.#changesDropped + this.#changes.length);
    return read;
  }

  #isLatest(read: number): boolean {
    return !this.#isStopped && read === this.#lastRead;
  }

  #replaySince(read: number): void {
    const since = (this.#reads.get(read) ?? 0) - this.#changesDropped;
    for (const change of this.#changes.slice(Math.max(0, since))) this.#apply(change, false);
    this.#set(this.#state);
  }

  #endRead(read: number): void {
    this.#reads.delete(read);
    if (this.#reads.size === 0) {
      this.#changesDropped += this.#changes.length;
      this.#changes = [];
    }
  }

  #set(state: LiveListState<T>): void {
    this.#state = state;
    if (!this.#isStopped) this.options.onState(state);
  }
}
