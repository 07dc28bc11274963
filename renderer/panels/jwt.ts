/** A JWT's two readable parts; the signature stays opaque (the testbed verifies nothing). */
export type DecodedJwt = { header: Record<string, unknown>; claims: Record<string, unknown> };

/** A time inside the claims: where it is, what it says raw, and the instant it means. */
export type ClaimTime = { path: string; raw: number | string; at: number };

/** The registered claims whose numbers are seconds since the epoch (RFC 7519, OIDC's auth_time). */
const SECONDS_CLAIMS = new Set(['iat', 'exp', 'nbf', 'auth_time']);

function decodeSegment(segment: string): Record<string, unknown> | null {
  try {
    const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (char) =>
      char.charCodeAt(0),
    );
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The header and claims of a compact JWS, or null when the value is not one (most cookies). */
export function decodeJwt(value: string): DecodedJwt | null {
  const parts = value.split('.');
  if (parts.length !== 3) return null;
  const [header, claims] = [decodeSegment(parts[0] ?? ''), decodeSegment(parts[1] ?? '')];
  if (!header || !claims || typeof header.alg !== 'string') return null;
  return { header, claims };
}

/**
 * Every time the claims carry, in reading order: the registered seconds claims, and the RFC 3339
 * strings of `*_at` fields nested anywhere (the provider's session claim: started, last accessed,
 * expires, each factor's last authentication).
 */
export function claimTimes(claims: Record<string, unknown>): ClaimTime[] {
  const times: ClaimTime[] = [];
  const walk = (value: unknown, path: string, key: string) => {
    if (typeof value === 'number' && SECONDS_CLAIMS.has(key) && !path.includes('.')) {
      times.push({ path, raw: value, at: value * 1000 });
    } else if (typeof value === 'string' && key.endsWith('_at') && !Number.isNaN(Date.parse(value))) {
      times.push({ path, raw: value, at: Date.parse(value) });
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, `${path}[${index}]`, key);
    } else if (typeof value === 'object' && value !== null) {
      for (const [inner, item] of Object.entries(value)) walk(item, path ? `${path}.${inner}` : inner, inner);
    }
  };
  walk(claims, '', '');
  return times;
}
