import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './accept-encoding';

describe('the encoding an asset is sent in', () => {
  it("is brotli where the browser takes it, as every current browser's header says", () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('br')).toBe('br');
  });

  it('is gzip where brotli is not taken, or taken less', () => {
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, *')).toBe('gzip');
  });

  it('is none without a header, for codings we do not have, or when everything is refused', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('deflate, zstd')).toBeNull();
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(chooseEncoding('*;q=0')).toBeNull();
  });

  it('takes a wildcard as any coding not named', () => {
    expect(chooseEncoding('*')).toBe('br');
  });
});
