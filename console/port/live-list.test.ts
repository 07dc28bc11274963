import type { ListPage, PageQuery } from '@foyer/emulator/control';
import { describe, expect, it } from 'vitest';
import { testFeed } from '../views/test-support/test-feed';
import { type ListSource, LiveList } from './live-list';

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
  };
  const answerAll = async () => {
    while (pending.length > 0) pending.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { source, answerAll, reads };
}

function listOf(source: ListSource<Row>, query = '', pageSize = 2) {
  const list = new LiveList(source, { query, pageSize, onState: () => undefined, describeFailure: String });
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
});
