import type { ListPage, PageQuery } from '@foyer/emulator/control';
import { describe, expect, it } from 'vitest';
import { loggedRequest } from '../views/test-support/logged-requests';
import { testFeed } from '../views/test-support/test-feed';
import { type ListSource, LiveList } from './live-list';
import type { ProjectChange } from './watch-project';

type Row = { id: string; text: string };

/** A list of rows read a page at a time; each read waits until the test lets it answer. */
function rowsSource(rows: Row[], newAt: 'head' | 'tail') {
  const pending: Array<() => void> = [];
  const reads: PageQuery[] = [];
  const source: ListSource<Row> = {
    read: (page: PageQuery) =>
      new Promise<ListPage<Row>>((resolve) => {
        reads.push(page);
        // What the read sees is what the rows were when it was asked.
        const found = rows.filter((row) => row.text.includes(page.query ?? ''));
        const start = page.cursor ? Number(page.cursor) : 0;
        const end = start + (page.limit ?? found.length);
        const answer = {
          results: found.slice(start, end),
          results_metadata: { total: found.length, next_cursor: end < found.length ? String(end) : null },
        };
        pending.push(() => resolve(answer));
      }),
    keyOf: (row) => row.id,
    changeOf: (change) =>
      change.kind === 'message_removed'
        ? { remove: change.message_id }
        : change.kind === 'records_changed'
          ? { put: { id: change.collection, text: change.collection } }
          : undefined,
    matches: (row, query) => row.text.includes(query),
    newAt,
    name: 'messages',
  };
  const answerAll = async () => {
    while (pending.length > 0) pending.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { source, answerAll, reads };
}

function newList(source: ListSource<Row>, query = '', pageSize = 2) {
  return new LiveList(source, { query, pageSize, onState: () => undefined, describeFailure: String });
}

function listOf(source: ListSource<Row>, query = '', pageSize = 2) {
  const list = newList(source, query, pageSize);
  const { feed, announce } = testFeed();
  list.start(feed);
  return { list, announce, ids: () => list.state.records.map((row) => row.id) };
}

const rows = (...ids: string[]) => ids.map((id) => ({ id, text: id }));

describe('a live list', () => {
  it('applies a change that came while its read was on its way to what the read answers', async () => {
    const { source, answerAll } = rowsSource(rows('b', 'a'), 'head');
    const { list, announce, ids } = listOf(source);
    announce({ kind: 'records_changed', collection: 'c' });
    announce({ kind: 'message_removed', message_id: 'a' });
    await answerAll();
    expect(ids()).toEqual(['c', 'b']);
    expect(list.state.total).toBe(2);
  });

  it('loads the next page after the last, skipping a record it already shows', async () => {
    const { source, answerAll } = rowsSource(rows('e', 'd', 'c', 'b', 'a'), 'head');
    const { list, ids } = listOf(source);
    await answerAll();
    expect(ids()).toEqual(['e', 'd']);
    expect(list.state.hasMore).toBe(true);
    const more = list.loadMore();
    await answerAll();
    await more;
    expect(ids()).toEqual(['e', 'd', 'c', 'b']);
  });

  it('adds a record new at the tail only once it has every page, or when the view made it', async () => {
    const { source, answerAll } = rowsSource(rows('a', 'b', 'c'), 'tail');
    const { list, announce, ids } = listOf(source);
    await answerAll();
    announce({ kind: 'records_changed', collection: 'd' });
    expect(ids()).toEqual(['a', 'b']);
    list.add({ id: 'e', text: 'e' });
    expect(ids()).toEqual(['a', 'b', 'e']);
    expect(list.state.total).toBe(4);
  });

  it('leaves out a put record its search does not match, and drops one that stopped matching', async () => {
    const { source, answerAll } = rowsSource(rows('apple', 'apricot', 'banana'), 'head');
    const { list, announce, ids } = listOf(source, 'ap', 10);
    await answerAll();
    expect(ids()).toEqual(['apple', 'apricot']);
    announce({ kind: 'records_changed', collection: 'cherry' });
    announce({ kind: 'records_changed', collection: 'grape' });
    expect(ids()).toEqual(['grape', 'apple', 'apricot']);
    expect(list.state.total).toBe(3);
  });

  it('forgets its oldest records past what the emulator keeps', async () => {
    const { source, answerAll } = rowsSource(rows('b', 'a'), 'head');
    const { list, announce, ids } = listOf({ ...source, keep: 2 });
    await answerAll();
    announce({ kind: 'records_changed', collection: 'c' });
    expect(ids()).toEqual(['c', 'b']);
    expect(list.state.total).toBe(2);
  });

  it('reads its first page again, as many records as it shows, when the stream reconnects', async () => {
    const { source, answerAll, reads } = rowsSource(rows('c', 'b', 'a'), 'head');
    const { list, announce, ids } = listOf(source);
    await answerAll();
    const more = list.loadMore();
    await answerAll();
    await more;
    expect(reads).toEqual([{ limit: 2 }, { limit: 2, cursor: '2' }]);
    announce({ kind: 'ready' });
    await answerAll();
    expect(reads.at(-1)).toEqual({ limit: 3 });
    expect(ids()).toEqual(['c', 'b', 'a']);
  });

  describe('opened with a first page read before it (the page carries one)', () => {
    const AT = { epoch: 'e', writes: 4, requests: 9 };
    const firstPage = { results: rows('b', 'a'), results_metadata: { total: 3, next_cursor: '2' } };

    /**
     * A list opened with the first page; given what the stream announced before (its `ready` at the
     * page's position, then changes), opened after the stream went live, as a view whose code came later.
     */
    function openedWithFirstPage(source: ListSource<Row>, announcedBefore: ProjectChange[] = []) {
      const list = newList(source);
      const { feed, announce } = testFeed({ isLive: false });
      for (const change of announcedBefore) announce(change);
      list.start(feed, { page: firstPage, position: AT });
      return { list, announce, ids: () => list.state.records.map((row) => row.id) };
    }

    it('shows it at once and reads nothing when the stream starts where the page was read', async () => {
      const { source, answerAll, reads } = rowsSource(rows('c', 'b', 'a'), 'head');
      const { list, announce, ids } = openedWithFirstPage(source);
      expect(ids()).toEqual(['b', 'a']);
      expect(list.state).toMatchObject({ loaded: true, total: 3, hasMore: true });
      announce({ kind: 'ready', position: { ...AT, requests: 10 } });
      await answerAll();
      expect(reads).toEqual([]);
      // The page's cursor is the next page's start.
      const more = list.loadMore();
      await answerAll();
      await more;
      expect(reads).toEqual([{ limit: 2, cursor: '2' }]);
    });

    it('follows a first page smaller than its own pages with full pages from its cursor', async () => {
      const { source, answerAll, reads } = rowsSource(rows('e', 'd', 'c', 'b', 'a'), 'head');
      const list = newList(source, '', 3);
      const { feed, announce } = testFeed({ isLive: false });
      const smallFirstPage = { results: rows('e', 'd'), results_metadata: { total: 5, next_cursor: '2' } };
      list.start(feed, { page: smallFirstPage, position: AT });
      announce({ kind: 'ready', position: AT });
      const more = list.loadMore();
      await answerAll();
      await more;
      expect(reads).toEqual([{ limit: 3, cursor: '2' }]);
      expect(list.state.records.map((row) => row.id)).toEqual(['e', 'd', 'c', 'b', 'a']);
      expect(list.state.hasMore).toBe(false);
    });

    it('reads it once again when the project changed before the stream started, or the stream does not say', async () => {
      for (const ready of [
        { kind: 'ready', position: { ...AT, writes: 5 } },
        { kind: 'ready', position: { ...AT, epoch: 'restarted' } },
        { kind: 'ready' },
      ] as const) {
        const { source, answerAll, reads } = rowsSource(rows('c', 'b', 'a'), 'head');
        const { announce, ids } = openedWithFirstPage(source);
        announce(ready);
        await answerAll();
        expect(reads).toEqual([{ limit: 2 }]);
        expect(ids()).toEqual(['c', 'b']);
      }
    });

    it('opened after the stream went live, shows it and reads nothing when only requests were logged since (a message list counts writes)', async () => {
      const { source, answerAll, reads } = rowsSource(rows('c', 'b', 'a'), 'head');
      const logged: ProjectChange = {
        kind: 'request_logged',
        request: loggedRequest(
          '/sdk/v1/projects/bootstrap/public-token-test',
          200,
          '2026-12-04T12:00:00.000Z',
        ),
      };
      const { list, ids } = openedWithFirstPage(source, [{ kind: 'ready', position: AT }, logged]);
      await answerAll();
      expect(reads).toEqual([]);
      expect(ids()).toEqual(['b', 'a']);
      expect(list.state.loaded).toBe(true);
    });

    it('opened after the stream went live, reads it again when a change was announced since', async () => {
      const { source, answerAll, reads } = rowsSource(rows('c', 'b', 'a'), 'head');
      const { ids } = openedWithFirstPage(source, [
        { kind: 'ready', position: AT },
        { kind: 'message_removed', message_id: 'z' },
      ]);
      await answerAll();
      expect(reads).toEqual([{ limit: 2 }]);
      expect(ids()).toEqual(['c', 'b']);
    });
  });

  it('says why it shows nothing when the stream cannot connect, and reads on retry', async () => {
    const { source, answerAll, reads } = rowsSource(rows('b', 'a'), 'head');
    const list = newList(source);
    const { feed, announce } = testFeed({ isLive: false });
    list.start(feed);
    expect(list.state.loaded).toBe(false);
    announce({ kind: 'unreachable', reason: 'the event stream answered 503' });
    expect(list.state).toMatchObject({
      loaded: true,
      records: [],
      error: "The project's live changes did not connect (the event stream answered 503).",
    });
    const retried = list.reread();
    await answerAll();
    await retried;
    expect(reads).toEqual([{ limit: 2 }]);
    expect(list.state).toMatchObject({ error: null, records: rows('b', 'a') });
  });

  it('keeps what it shows but says it may be out of date while the stream is gone, until the stream is back', async () => {
    const { source, answerAll, reads } = rowsSource(rows('b', 'a'), 'head');
    const { list, announce, ids } = listOf(source);
    await answerAll();
    announce({ kind: 'unreachable', reason: 'the event stream sent nothing for 45 s' });
    expect(ids()).toEqual(['b', 'a']);
    expect(list.state.error).toBe(
      "The project's live changes stopped (the event stream sent nothing for 45 s): what shows may be out of date.",
    );
    announce({ kind: 'ready' });
    await answerAll();
    expect(reads).toHaveLength(2);
    expect(list.state).toMatchObject({ error: null, records: rows('b', 'a') });
  });
});
