// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { navigate, useRoute } from './navigation';
import type { ConsoleRoute } from './routes';

const TOKEN = 'public-token-test-navigation';

/** A view's code that arrives when the test says, one per route asked for. */
function heldViewCode() {
  const held: Array<{ route: ConsoleRoute; arrive: () => void }> = [];
  const whenReady = (route: ConsoleRoute) =>
    new Promise<void>((arrive) => {
      held.push({ route, arrive });
    });
  const arrive = async (view: string) => {
    const entry = held.find(({ route }) => route.kind === 'project' && route.view === view);
    if (!entry) throw new Error(`no view ${view} was asked for`);
    await act(async () => entry.arrive());
  };
  return { whenReady, arrive };
}

const viewOf = (route: ConsoleRoute) => (route.kind === 'project' ? route.view : route.kind);

afterEach(() => {
  cleanup();
  history.replaceState(null, '', '/');
});

describe("the console's address", () => {
  it('keeps the shown view until the chosen one can be drawn', async () => {
    history.replaceState(null, '', `/p/${TOKEN}/inbox`);
    const code = heldViewCode();
    const { result } = renderHook(() => useRoute(code.whenReady));
    act(() => navigate({ kind: 'project', publicToken: TOKEN, view: 'users' }));
    expect(location.pathname).toBe(`/p/${TOKEN}/users`);
    expect(viewOf(result.current)).toBe('inbox');
    await code.arrive('users');
    expect(viewOf(result.current)).toBe('users');
  });

  it('shows the last view chosen when an earlier choice arrives after it', async () => {
    history.replaceState(null, '', `/p/${TOKEN}/inbox`);
    const code = heldViewCode();
    const { result } = renderHook(() => useRoute(code.whenReady));
    act(() => navigate({ kind: 'project', publicToken: TOKEN, view: 'users' }));
    act(() => navigate({ kind: 'project', publicToken: TOKEN, view: 'clock' }));
    await code.arrive('clock');
    expect(viewOf(result.current)).toBe('clock');
    await code.arrive('users');
    expect(viewOf(result.current)).toBe('clock');
  });
});
