import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('verifies the password that was hashed', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
  });

  it('rejects a different password', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(await verifyPassword('correct horse battery stapler', stored)).toBe(false);
  });

  it('salts every hash, so equal passwords store differently', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
    expect(a).not.toContain('same');
  });

  it('returns false for a stored value it did not write', async () => {
    expect(await verifyPassword('x', 'plaintext')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$abc$8$1$c2FsdA$aGFzaA')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });
});
