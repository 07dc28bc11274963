import { describe, expect, it } from 'vitest';
import { isSameSecret, secretDigest } from './secret-digest';

describe('isSameSecret', () => {
  it.each([
    ['123456', '123456', true],
    ['123456', '123457', false],
    ['123456', '12345', false],
    ['123456', '', false],
  ])('compares %j with %j as %s, whatever their lengths', (a, b, same) => {
    expect(isSameSecret(a, b)).toBe(same);
  });
});

describe('secretDigest', () => {
  it('is the same for the same secret and differs for another', () => {
    expect(secretDigest('token-a')).toBe(secretDigest('token-a'));
    expect(secretDigest('token-a')).not.toBe(secretDigest('token-b'));
  });
});
