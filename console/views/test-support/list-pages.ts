import type { ListPage, PageQuery } from '@foyer/emulator/control';

/**
 * A page of records as the control API answers it, for the ports views are tested over: `query`
 * matched as the caller says, `cursor` the index where the page starts.
 */
export function pageOf<T>(
  records: readonly T[],
  page: PageQuery = {},
  matches: (record: T, query: string) => boolean = () => true,
): ListPage<T> {
  const found = page.query ? records.filter((record) => matches(record, page.query ?? '')) : [...records];
  const start = page.cursor ? Number(page.cursor) : 0;
  const end = page.limit === undefined ? found.length : start + page.limit;
  return {
    results: structuredClone(found.slice(start, end)),
    results_metadata: { total: found.length, next_cursor: end < found.length ? String(end) : null },
  };
}
