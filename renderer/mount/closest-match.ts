/**
 * The number of single-character insertions, deletions, substitutions and swaps of neighbours that
 * turn one word into the other (optimal string alignment distance): a swap is one typo, not two.
 */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] ?? [];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      row[j] = best;
    }
  }
  return at(a.length, b.length);
}

/**
 * The known word the typed one most likely meant, or undefined when none is close: at most a third
 * of the typed word's letters wrong (at least one), so "primery" finds "primary" but "x" finds nothing.
 * Case is ignored when measuring, as a typo in case is still the same word.
 */
export function closestMatch(typed: string, known: readonly string[]): string | undefined {
  const limit = Math.max(1, Math.floor(typed.length / 3));
  let best: { word: string; distance: number } | undefined;
  for (const word of known) {
    const distance = editDistance(typed.toLowerCase(), word.toLowerCase());
    if (distance <= limit && (!best || distance < best.distance)) best = { word, distance };
  }
  return best?.word;
}
