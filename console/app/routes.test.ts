import { describe, expect, it } from 'vitest';
import { parseLocation, parseRoute, routeHref } from './routes';

const TOKEN = 'public-token-test-app';
const at = (pathname: string, hash = '') => parseLocation({ pathname, hash });

describe("the console's addresses", () => {
  it('name the projects, or a view of one project', () => {
    expect(at('/')).toEqual({ kind: 'projects' });
    expect(at(`/p/${TOKEN}/users`)).toEqual({ kind: 'project', publicToken: TOKEN, view: 'users' });
    expect(at(`/p/${TOKEN}`)).toEqual({ kind: 'project', publicToken: TOKEN, view: 'inbox' });
    expect(at(routeHref({ kind: 'project', publicToken: TOKEN, view: 'apps' }))).toEqual({
      kind: 'project',
      publicToken: TOKEN,
      view: 'apps',
    });
    expect(routeHref({ kind: 'projects' })).toBe('/');
  });

  it('still open the view an earlier #/p/… address names', () => {
    expect(parseRoute('')).toEqual({ kind: 'projects' });
    expect(parseRoute('#/')).toEqual({ kind: 'projects' });
    expect(at('/', `#/p/${TOKEN}/users`)).toEqual({ kind: 'project', publicToken: TOKEN, view: 'users' });
    expect(at('/', `#/p/${TOKEN}`)).toEqual({ kind: 'project', publicToken: TOKEN, view: 'inbox' });
  });

  it('only choose what to show: an unknown view is the inbox, a query is ignored', () => {
    expect(at(`/p/${TOKEN}/drop-tables`)).toMatchObject({ view: 'inbox' });
    expect(at('/', `#/p/${TOKEN}/settings?authorized_origins=https://evil.example`)).toEqual({
      kind: 'project',
      publicToken: TOKEN,
      view: 'settings',
    });
  });

  it('say why an address names no project', () => {
    expect(at('/p/not-a-token/users')).toMatchObject({
      kind: 'projects',
      problem: expect.stringContaining('not a public token'),
    });
    expect(at('/p/%E0%A4%A/users')).toMatchObject({ kind: 'projects', problem: expect.any(String) });
    expect(parseRoute('#/p/%E0%A4%A/users')).toMatchObject({ kind: 'projects', problem: expect.any(String) });
  });
});
