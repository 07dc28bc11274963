import { z } from 'zod';

/** The most records one page holds, as the provider's searches allow. */
const MAX_PAGE_LIMIT = 1000;

/**
 * Where the next page starts: after the record with key `after`, or, when that record has gone
 * since (deleted, dropped by retention), at `offset`, where it stood.
 */
type ListCursor = { after: string; offset: number };

function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(text: string): ListCursor | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    const { after, offset } = parsed as Partial<ListCursor>;
    if (typeof after === 'string' && Number.isInteger(offset) && (offset as number) >= 0)
      return { after, offset: offset as number };
  } catch {
    // Not JSON: refused below like any other cursor no list answered with.
  }
  return undefined;
}

/**
 * A list's query string: `cursor` from the previous page's `next_cursor`, `limit` records a page
 * (absent: the whole list, as before paging existed), and `query`, words a record must contain.
 */
export const listQuerySchema = z.object({
  cursor: z
    .string()
    .transform((text, ctx) => {
      const cursor = decodeCursor(text);
      if (!cursor) ctx.addIssue({ code: 'custom', message: 'not a next_cursor this list answered with' });
      return cursor ?? z.NEVER;
    })
    .optional(),
  limit: z
    .string()
    .refine(
      (text) => /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_PAGE_LIMIT,
      `expected a whole number from 1 to ${MAX_PAGE_LIMIT}`,
    )
    .transform(Number)
    .optional(),
  query: z.string().optional(),
});

type ListQuery = z.output<typeof listQuerySchema>;

/** What the provider's searches answer beside the results: how many match, and where the next page starts. */
type ResultsMetadata = { total: number; next_cursor: string | null };

/** One page of an ordered list, and the cursor of the page after it (null on the last). */
export function pageOf<T>(
  ordered: readonly T[],
  keyOf: (record: T) => string,
  { cursor, limit }: Pick<ListQuery, 'cursor' | 'limit'>,
): { results: T[]; results_metadata: ResultsMetadata } {
  const after = cursor ? ordered.findIndex((record) => keyOf(record) === cursor.after) : -1;
  const start = cursor ? (after === -1 ? Math.min(cursor.offset, ordered.length) : after + 1) : 0;
  const end = limit === undefined ? ordered.length : start + limit;
  const results = ordered.slice(start, end);
  const last = results.at(-1);
  return {
    results,
    results_metadata: {
      total: ordered.length,
      next_cursor:
        end < ordered.length && last !== undefined ? encodeCursor({ after: keyOf(last), offset: end }) : null,
    },
  };
}
