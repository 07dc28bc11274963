/** The compressions the console's assets come in, best first. */
export const ASSET_ENCODINGS = ['br', 'gzip'] as const;

export type AssetEncoding = (typeof ASSET_ENCODINGS)[number];

/**
 * The best of our encodings an `Accept-Encoding` header takes, or null for the bytes as they are.
 * A coding with `q=0` is refused; `*` stands for any coding the header does not name.
 */
export function chooseEncoding(header: string | undefined | null): AssetEncoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    if (coding === '') continue;
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(coding.trim(), q === undefined ? 1 : Number(q));
  }
  const weightOf = (encoding: AssetEncoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  let best: AssetEncoding | null = null;
  for (const encoding of ASSET_ENCODINGS) {
    // On a tie the earlier (smaller) encoding stays.
    if (weightOf(encoding) > 0 && (best === null || weightOf(encoding) > weightOf(best))) best = encoding;
  }
  return best;
}
