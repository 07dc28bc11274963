/** One row of the state tree: a value at a dotted path. */
export type TreeRow = { path: string; key: string; depth: number; value: unknown; isBranch: boolean };

function isBranch(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The rows to show for a snapshot: branches collapsed unless expanded; with a query, only rows
 * whose path or value contains it, plus their ancestors (expanded, so every match is visible).
 */
export function visibleRows(
  root: unknown,
  options: { expanded: ReadonlySet<string>; query: string },
): TreeRow[] {
  const query = options.query.trim().toLowerCase();
  const rows: TreeRow[] = [];
  const matches = (path: string, value: unknown) =>
    path.toLowerCase().includes(query) ||
    (!isBranch(value) && String(JSON.stringify(value)).toLowerCase().includes(query));

  // Returns whether anything at or below this node matches, so ancestors of matches are kept.
  const walk = (value: unknown, path: string, key: string, depth: number): boolean => {
    const row: TreeRow = { path, key, depth, value, isBranch: isBranch(value) };
    const index = rows.length;
    rows.push(row);
    let keep = query === '' || matches(path, value);
    const open = query !== '' || options.expanded.has(path);
    if (isBranch(value) && open) {
      for (const [childKey, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${childKey}` : childKey;
        if (walk(child, childPath, childKey, depth + 1)) keep = true;
      }
    }
    // Dropping this row also drops its descendants, which were pushed after it.
    if (!keep) rows.splice(index);
    return keep;
  };

  if (isBranch(root)) {
    for (const [key, value] of Object.entries(root)) walk(value, key, key, 0);
  }
  return rows;
}

/** A value by dotted path, for "copy value". */
export function valueAt(root: unknown, path: string): unknown {
  let node: unknown = root;
  for (const key of path.split('.')) {
    if (!isBranch(node)) return undefined;
    node = node[key];
  }
  return node;
}
