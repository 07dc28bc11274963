import { describe, expect, it } from 'vitest';
import { mountSettingsSchema, publicTokenSchema } from './settings-schema';

describe('public tokens', () => {
  it.each([
    ['public-token-test-0b1c', true],
    ['public-token-whatever_you-like', true],
    ['public-token-', false],
    ['public-token-has space', false],
    ['public-token-../../x', false],
    ['secret-token-test-1', false],
  ])('%s → %s, the same rule for IPC arguments and the settings file', (token, accepted) => {
    expect(publicTokenSchema.safeParse(token).success).toBe(accepted);
    expect(mountSettingsSchema.shape.publicToken.safeParse(token).success).toBe(accepted);
  });
});
