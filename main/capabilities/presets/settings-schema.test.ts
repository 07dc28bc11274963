import { describe, expect, it } from 'vitest';
import { publicTokenSchema } from '../public-token';
import { mountSettingsSchema } from './settings-schema';

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

describe('mode and locale names', () => {
  it.each([
    ['passkeyRegistration', true],
    ['pt-br', true],
    ['aNewModeTheWidgetAddsLater', true],
    ['', false],
    ['../login', false],
    ['login mode', false],
    ['x'.repeat(41), false],
  ])('%s → %s, whichever names the widget has', (name, accepted) => {
    expect(mountSettingsSchema.shape.mode.safeParse(name).success).toBe(accepted);
    expect(mountSettingsSchema.shape.locale.safeParse(name).success).toBe(accepted);
  });
});
