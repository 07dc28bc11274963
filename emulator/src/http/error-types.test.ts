import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ApiError, EmulatorError } from './api-error';
import { EMULATOR_ERRORS, PROVIDER_ERRORS, type ProviderErrorType, providerErrorUrl } from './error-types';

const source = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The client's `StytchAPIErrorType` union, read from the installed client's typings at test time
 * (the type-level check in error-types.ts reads the same union; this one also catches a name forced
 * past it).
 */
function declaredErrorTypes(): Set<string> {
  const typings = join(source, '../../node_modules/@stytch/vanilla-js/dist/types');
  for (const file of readdirSync(typings).filter((name) => name.endsWith('.d.ts'))) {
    const union = /type StytchAPIErrorType = ([^;]+);/.exec(readFileSync(join(typings, file), 'utf8'))?.[1];
    if (union) return new Set([...union.matchAll(/'([a-z0-9_]+)'/g)].map((match) => match[1] ?? ''));
  }
  throw new Error('No StytchAPIErrorType union in the installed @stytch/vanilla-js typings.');
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Where the emulator's own names may be thrown: its transport, control API and stand-in pages. */
const EMULATOR_ONLY_MODULES = [
  'app.ts',
  'http/allowed-hosts.ts',
  'http/media-type.ts',
  'http/own-page-posts.ts',
  'http/parser-errors.ts',
  'http/window-navigations.ts',
  'control/',
  'store/clock.ts',
  'social-sign-in/consents.ts',
  'one-tap/routes.ts',
];

describe('the one table of errors', () => {
  const declared = declaredErrorTypes();

  it('reads the client union of about 800 declared names', () => {
    expect(declared.size).toBeGreaterThan(700);
    expect(declared.has('otp_code_not_found')).toBe(true);
  });

  it('gives the provider routes only names the client declares', () => {
    expect(Object.keys(PROVIDER_ERRORS).filter((type) => !declared.has(type))).toEqual([]);
  });

  it("keeps the emulator's own names apart: none is a provider name, none is in both tables", () => {
    expect(Object.keys(EMULATOR_ERRORS).filter((type) => declared.has(type))).toEqual([]);
    expect(Object.keys(EMULATOR_ERRORS).filter((type) => type in PROVIDER_ERRORS)).toEqual([]);
  });

  it('gives every provider row its words, its link and where the words come from', () => {
    const source =
      /^(https:\/\/stytch\.com\/docs\/\S+|SDK (test|strings|spec) stytchauth\/\S+ \S+|Answer quoted in .+|ours)$/;
    for (const type of Object.keys(PROVIDER_ERRORS) as ProviderErrorType[]) {
      const { message, source: from } = PROVIDER_ERRORS[type];
      expect(message.trim(), type).not.toBe('');
      expect(message, type).toBe(message.trim());
      expect(from, type).toMatch(source);
      expect(URL.canParse(providerErrorUrl(type)), type).toBe(true);
    }
  });

  it("links each answer to the reference's entry for its type, as the sandbox answers, unless the provider links elsewhere", () => {
    expect(providerErrorUrl('magic_link_not_found')).toBe(
      'https://stytch.com/docs/api/errors/404#magic_link_not_found',
    );
    expect(providerErrorUrl('weak_password')).toBe('https://stytch.com/docs/api/errors/400#weak_password');
    expect(providerErrorUrl('bad_domain_for_stytch_sdk')).toBe(
      'https://stytch.com/dashboard/sdk-configuration',
    );
  });

  it('tells the words the provider publishes from the ones written here', () => {
    const ours = Object.values(PROVIDER_ERRORS).filter((row) => row.source === 'ours');
    const published = Object.values(PROVIDER_ERRORS).filter((row) => row.source !== 'ours');
    expect(published.length).toBeGreaterThan(30);
    expect(ours.length + published.length).toBe(Object.keys(PROVIDER_ERRORS).length);
    expect(PROVIDER_ERRORS.magic_link_not_found.source).toMatch(/^SDK test /);
    expect(PROVIDER_ERRORS.user_search_invalid_cursor.source).toBe('ours');
  });

  it("answers each name with the table's one status", () => {
    expect(new ApiError('otp_code_not_found', 'x').status).toBe(404);
    expect(new ApiError('bad_domain_for_stytch_sdk', 'x').status).toBe(400);
    expect(new ApiError('connected_app_supplied_redirect_url_not_found_in_client', 'x').status).toBe(401);
    expect(new ApiError('user_lock_limit_reached', 'x').status).toBe(429);
    expect(new EmulatorError('request_too_large', 'x').status).toBe(413);
  });

  it('refuses a name forced past the types, rather than answer it', () => {
    const invented = 'otp_code_expired' as unknown as 'bad_request';
    expect(() => new ApiError(invented, 'x')).toThrow('"otp_code_expired" is not in the error table.');
    const provider = 'bad_request' as unknown as 'request_too_large';
    expect(() => new EmulatorError(provider, 'x')).toThrow('is not in the error table');
  });

  it("throws the emulator's own errors only from its transport, control API and stand-in pages", () => {
    const throwers = sourceFiles(source)
      .filter((file) => /new EmulatorError\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(source, file).split('\\').join('/'));
    const elsewhere = throwers.filter(
      (file) => !EMULATOR_ONLY_MODULES.some((allowed) => file === allowed || file.startsWith(allowed)),
    );
    expect(elsewhere).toEqual([]);
    expect(throwers.length).toBeGreaterThan(5);
  });
});
