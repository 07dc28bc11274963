import { describe, expect, it, vi } from 'vitest';
import { FALLBACK_BOOTSTRAP } from './client-internals';
import { checkPublicToken, describePublicTokenProblem } from './public-token';

const bootstrap = (vertical: string | null) => {
  const data = { ...FALLBACK_BOOTSTRAP, vertical };
  return { getSync: () => data, getAsync: () => Promise.resolve(data) };
};

describe('public token checks', () => {
  it('accept test and live consumer tokens', () => {
    expect(describePublicTokenProblem('public-token-test-0b1c')).toBeNull();
    expect(describePublicTokenProblem('public-token-live-0b1c')).toBeNull();
  });

  it('flag a token that is not a string, is empty or lacks the public-token- prefix', () => {
    expect(describePublicTokenProblem(undefined)).toMatch(/must be a string/);
    expect(describePublicTokenProblem('')).toMatch(/empty/);
    expect(describePublicTokenProblem('secret-test-123')).toMatch(/public-token-/);
  });

  it('warn, and log an error once bootstrap says the project is B2B', async () => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    checkPublicToken('oops', bootstrap('B2B'), logger);
    expect(logger.warn).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('B2B')));
  });

  it('stay quiet for a well-formed consumer token', async () => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    checkPublicToken('public-token-test-1', bootstrap('CONSUMER'), logger);
    await Promise.resolve();
    expect(logger.warn).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
  });
});
