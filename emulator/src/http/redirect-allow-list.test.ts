import { describe, expect, it } from 'vitest';
import { isAllowedRedirectUrl, parseAllowListEntry } from './redirect-allow-list';

const allowed = (url: string, ...entries: string[]) => isAllowedRedirectUrl(url, entries);

describe('redirect URL allow-list matching', () => {
  it('allows any path under an entry with the same scheme, host and port', () => {
    expect(allowed('https://app.test:8443/auth/callback', 'https://app.test:8443/auth')).toBe(true);
    expect(allowed('https://app.test:8443/auth', 'https://app.test:8443/auth')).toBe(true);
  });

  it('refuses a different port, host or path', () => {
    expect(allowed('https://app.test:9443/auth', 'https://app.test:8443/auth')).toBe(false);
    expect(allowed('https://evil.test:8443/auth', 'https://app.test:8443/auth')).toBe(false);
    expect(allowed('https://app.test.evil.test/auth', 'https://app.test/auth')).toBe(false);
    expect(allowed('https://app.test:8443/admin', 'https://app.test:8443/auth')).toBe(false);
  });

  it('treats a written default port and no port as the same port', () => {
    expect(allowed('https://app.test/cb', 'https://app.test:443/')).toBe(true);
    expect(allowed('http://app.test:80/cb', 'http://app.test/')).toBe(true);
    expect(allowed('http://app.test:8080/cb', 'http://app.test/')).toBe(false);
  });

  it('lets a port written * match any port, and no port', () => {
    expect(allowed('http://localhost:5173/widget.html', 'http://localhost:*/')).toBe(true);
    expect(allowed('http://localhost:61234/', 'http://localhost:*/')).toBe(true);
    expect(allowed('http://localhost/', 'http://localhost:*/')).toBe(true);
    expect(allowed('http://localhost:5173/other', 'http://localhost:*/app')).toBe(false);
    expect(allowed('http://127.0.0.1:5173/', 'http://localhost:*/')).toBe(false);
  });

  it('refuses a scheme mismatch', () => {
    expect(allowed('https://localhost:5173/', 'http://localhost:*/')).toBe(false);
    expect(allowed('http://app.test/cb', 'https://app.test/')).toBe(false);
  });

  it('ignores query strings and fragments on both sides', () => {
    expect(allowed('http://localhost:3000/auth?next=%2Fhome#top', 'http://localhost:3000/auth')).toBe(true);
    expect(allowed('http://localhost:3000/auth', 'http://localhost:3000/auth?from=mail')).toBe(true);
    // A query cannot smuggle an allowed path in.
    expect(allowed('http://localhost:3000/admin?/auth', 'http://localhost:3000/auth')).toBe(false);
  });

  it('compares hosts case-insensitively and resolves dot segments before comparing paths', () => {
    expect(allowed('http://LOCALHOST:3000/Auth', 'http://localhost:3000/Auth')).toBe(true);
    expect(allowed('http://localhost:3000/auth/../admin', 'http://localhost:3000/auth')).toBe(false);
  });

  it('allows nothing with an empty list, an unparseable URL or an entry that does not parse', () => {
    expect(allowed('http://localhost:3000/')).toBe(false);
    expect(allowed('not a url', 'http://localhost:*/')).toBe(false);
    expect(allowed('http://localhost:3000/', 'localhost:*')).toBe(false);
  });
});

describe('allow-list entries', () => {
  it.each([
    'http://localhost:*/',
    'http://127.0.0.1:*/',
    'http://[::1]:*/cb',
    'https://app.test',
    'https://app.test:8443/auth?from=mail',
  ])('accepts %s', (entry) => {
    expect(parseAllowListEntry(entry)).toHaveProperty('pattern');
  });

  it.each([
    ['/relative', /absolute/],
    ['localhost:3000/', /http or https/],
    ['ftp://files.test/', /http or https/],
    ['javascript:alert(1)', /http or https/],
    ['http://localhost:x/', /absolute/],
    ['http://localhost:*5/', /absolute/],
    ['http://*.app.test/', /host/],
    ['http://user:pw@localhost:*/', /user name/],
    ['http://localhost:3000:*/', /two ports/],
  ])('refuses %s', (entry, problem) => {
    const parsed = parseAllowListEntry(entry);
    expect(parsed).toHaveProperty('problem');
    expect('problem' in parsed && parsed.problem).toMatch(problem);
  });
});
