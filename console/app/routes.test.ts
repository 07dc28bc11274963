import { describe, expect, it } from 'vitest';
import { parseRoute, routeHash } from './routes';

const TOKEN = 'public-token-test-app';

describe("the console's addresses", () => {
  it('name the projects, or a view of one project', () => {
    expect(parseRoute('')).toEqual({ kind: 'projects' });
    expect(parseRoute('#/')).toEqual({ kind: 'projects' });
    expect(parseRoute(`#/p/${TOKEN}/users`)).toEqual({ kind: 'project', publicToken: TOKEN, view: 'users' });
    expect(parseRoute(`#/p/${TOKEN}`)).toEqual({ kind: 'project', publicToken: TOKEN, view: 'inbox' });
    expect(parseRoute(routeHash({ kind: 'project', publicToken: TOKEN, view: 'apps' }))).toEqual({
      kind: 'project',
      publicToken: TOKEN,
      view: 'apps',
    });
  });

  it('only choose what to show: an unknown view is the inbox, a query is ignored', () => {
    expect(parseRoute(`#/p/${TOKEN}/drop-tables`)).toMatchObject({ view: 'inbox' });
    expect(parseRoute(`#/p/${TOKEN}/settings?authorized_origins=https://evil.example`)).toEqual({
      kind: 'project',
      publicToken: TOKEN,
      view: 'settings',
    });
  });

  it('say why an address names no project', () => {
    expect(parseRoute('#/p/not-a-token/users')).toMatchObject({
      kind: 'projects',
      problem: expect.stringContaining('not a public token'),
    });
    expect(parseRoute('#/p/%E0%A4%A/users')).toMatchObject({ kind: 'projects', problem: expect.any(String) });
  });
});
