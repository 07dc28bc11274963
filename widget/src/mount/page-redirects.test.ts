import { describe, expect, it, vi } from 'vitest';
import type { WidgetEvent } from '../events';
import { redirectProblems, sameOriginTarget, withPageRedirects } from './page-redirects';

const PAGE = { href: 'http://localhost:3000/login?next=x', origin: 'http://localhost:3000' };
const SIGNED_IN: WidgetEvent = { type: 'authenticate-flow-complete', data: {} };

function fakePage() {
  const assign = vi.fn<(url: string) => void>();
  return { page: () => ({ ...PAGE, assign }), assign };
}

describe('sameOriginTarget', () => {
  it.each([
    ['/account', 'http://localhost:3000/account'],
    ['account?tab=1', 'http://localhost:3000/account?tab=1'],
    ['http://localhost:3000/x', 'http://localhost:3000/x'],
  ])('follows %s on the page origin', (url, href) => {
    expect(sameOriginTarget(url, PAGE).href).toBe(href);
  });

  it.each([
    ['https://evil.example/account', "leads away from this page's origin (http://localhost:3000)"],
    ['//evil.example/account', 'leads away'],
    ['javascript:alert(1)', 'is not a web address'],
    ['http://localhost:3001/account', 'leads away'],
  ])('refuses %s', (url, message) => {
    expect(() => sameOriginTarget(url, PAGE)).toThrow(message);
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '/account'])(
    'follows nothing, %s included, from a page of an opaque origin, whose origin reads "null"',
    (url) => {
      const filePage = { href: 'file:///home/dev/login.html', origin: 'null' };
      expect(() => sameOriginTarget(url, filePage)).toThrow(/is not a web address/);
    },
  );
});

describe('withPageRedirects', () => {
  it('goes to afterSignInUrl once the user is signed in, after the host heard the event', () => {
    const { page, assign } = fakePage();
    const heard: string[] = [];
    const callbacks = withPageRedirects(
      { onEvent: (event) => heard.push(event.type) },
      { afterSignInUrl: '/account' },
      page,
    );
    callbacks?.onEvent?.({ type: 'render_login_screen', data: { config: {} } });
    expect(assign).not.toHaveBeenCalled();
    callbacks?.onEvent?.(SIGNED_IN);
    expect(heard).toEqual(['render_login_screen', 'authenticate-flow-complete']);
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/account');
  });

  it('goes to afterDoneUrl when the user is done with passkeys or skips them', () => {
    const { page, assign } = fakePage();
    const callbacks = withPageRedirects(undefined, { afterDoneUrl: '/settings' }, page);
    callbacks?.onEvent?.({ type: 'PasskeySkip', data: {} });
    callbacks?.onEvent?.({ type: 'PasskeyDone', data: {} });
    callbacks?.onEvent?.(SIGNED_IN);
    expect(assign.mock.calls).toEqual([
      ['http://localhost:3000/settings'],
      ['http://localhost:3000/settings'],
    ]);
  });

  it('never leaves the origin, and hands back the host callbacks untouched when nothing redirects', () => {
    const { page, assign } = fakePage();
    withPageRedirects(undefined, { afterSignInUrl: 'https://evil.example/' }, page)?.onEvent?.(SIGNED_IN);
    expect(assign).not.toHaveBeenCalled();
    const host = { onEvent: vi.fn() };
    expect(withPageRedirects(host, {}, page)).toBe(host);
  });
});

describe('redirectProblems', () => {
  it('names the prop and what to give instead', () => {
    expect(
      redirectProblems({ afterSignInUrl: '/ok', afterDoneUrl: 'https://evil.example/' }, PAGE).map(
        (problem) => problem.message,
      ),
    ).toEqual([
      '[foyer] afterDoneUrl: "https://evil.example/" leads away from this page\'s origin (http://localhost:3000): give a path such as /account.',
    ]);
  });
});
