import { describe, expect, it } from 'vitest';
import { enMessages } from '../../strings/en';
import { DEFAULT_THEME } from '../../theme/tokens';
import { DEFAULT_CONFIG } from '../resolve-config';
import { MESSAGE_IDS, stringOverridesSchema, styleOptionsSchema, widgetConfigSchema } from '.';
import type { SameType } from './same-type';

describe("the options' schemas", () => {
  it('accept the full theme, the resolved default config and every English text as overrides', () => {
    expect(styleOptionsSchema.safeParse(DEFAULT_THEME).success).toBe(true);
    const { products, ...rest } = DEFAULT_CONFIG;
    expect(widgetConfigSchema.safeParse({ ...rest, products: [...products] }).success).toBe(true);
    expect(stringOverridesSchema.safeParse(enMessages).success).toBe(true);
    expect(MESSAGE_IDS).toContain('main.title');
  });

  it('refuse keys the types do not have, at any depth', () => {
    const issues = (result: { success: boolean; error?: { issues: unknown[] } }) => result.error?.issues;
    expect(issues(styleOptionsSchema.safeParse({ colors: { primery: '#000' } }))).toEqual([
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['primery'], path: ['colors'] }),
    ]);
    expect(issues(stringOverridesSchema.safeParse({ 'main.titel': 'Hi' }))).toEqual([
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['main.titel'] }),
    ]);
    expect(widgetConfigSchema.safeParse({ otpOptions: { methods: ['fax'] } }).success).toBe(false);
  });

  it('tell types apart that differ only by an optional key, however deep', () => {
    const same: SameType<{ a?: { b?: string } }, { a?: { b?: string } }> = true;
    expect(same).toBe(true);
    // @ts-expect-error an extra optional key makes another type, though each is assignable to the other
    const extra: SameType<{ a?: string }, { a?: string; b?: number }> = true;
    // @ts-expect-error the same at depth
    const deep: SameType<{ a?: { b?: string } }, { a?: { b?: string; c?: string } }> = true;
    expect([extra, deep]).toEqual([true, true]);
  });
});
