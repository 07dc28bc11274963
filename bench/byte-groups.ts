/**
 * Which layer a bundled module belongs to, so each page's JavaScript can be split into the UI
 * layer, the provider's client and the React runtime. Module ids are Vite's: absolute paths, or
 * `\0`-prefixed virtual modules.
 */
export const BYTE_GROUPS = ['ui', 'client', 'react', 'other'] as const;
export type ByteGroup = (typeof BYTE_GROUPS)[number];
export type GroupBytes = Record<ByteGroup, number>;

/** React and what stands in for it: Stytch's UI bundles Preact (with its compat layer) in its dist. */
const REACT_RUNTIME = /\/node_modules\/(react|react-dom|scheduler|preact)\//;
/** The bundler's own runtime and the bench pages' code: neither product ships them. */
const OTHER = /^\0|\/bench\/pages\//;

/**
 * `clientModules` holds the real paths of every module the provider's headless entry can reach
 * (see `stytch-headless-modules.ts`): that is "the client", whichever page includes it. Anything
 * else the pages bundle is their UI layer: Foyer's widget and its libraries, Stytch's UI and the
 * libraries it bundles.
 */
export function groupOfModule(id: string, clientModules: ReadonlySet<string>): ByteGroup {
  const path = id.replaceAll('\\', '/');
  if (OTHER.test(path)) return 'other';
  if (REACT_RUNTIME.test(path)) return 'react';
  if (clientModules.has(path)) return 'client';
  return 'ui';
}

export function emptyGroupBytes(): GroupBytes {
  return { ui: 0, client: 0, react: 0, other: 0 };
}

export function addGroupBytes(a: GroupBytes, b: GroupBytes): GroupBytes {
  const sum = emptyGroupBytes();
  for (const group of BYTE_GROUPS) sum[group] = a[group] + b[group];
  return sum;
}

/**
 * Splits a file's real gzip size between groups in proportion to each group's own compressed
 * size, so the groups add up to exactly what the browser downloads. Whole bytes; the rounding
 * remainder goes to the largest group.
 */
export function splitInProportion(total: number, weights: GroupBytes): GroupBytes {
  const split = emptyGroupBytes();
  const weightSum = BYTE_GROUPS.reduce((sum, group) => sum + weights[group], 0);
  if (weightSum === 0) return split;
  for (const group of BYTE_GROUPS) split[group] = Math.floor((total * weights[group]) / weightSum);
  const largest = BYTE_GROUPS.reduce((best, group) => (weights[group] > weights[best] ? group : best));
  split[largest] += total - BYTE_GROUPS.reduce((sum, group) => sum + split[group], 0);
  return split;
}
