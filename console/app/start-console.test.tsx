// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootOf, openAt, pageWithBoot, removeBoot } from './test-support/boot-page';

const TOKEN = 'public-token-test-start';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
  removeBoot();
});

describe('the console page starting', () => {
  it("draws the addressed view with its first render, never that view's loading line", async () => {
    openAt(`http://localhost:8787/p/${TOKEN}/inbox`);
    pageWithBoot(bootOf(TOKEN, []));
    // The live stream stays unanswered, as before it connects.
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
    // A fresh view registry: no view's code has arrived yet, as on a page just opened.
    vi.resetModules();
    const { startConsole } = await import('./start-console');

    const container = document.body.appendChild(document.createElement('div'));
    const drawn: string[] = [];
    const observer = new MutationObserver(() => drawn.push(container.textContent ?? ''));
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    const root = await startConsole(container, location);
    expect(await screen.findByText(/^No messages/)).toBeTruthy();
    observer.disconnect();
    expect(drawn.filter((text) => text.includes('Loading the view'))).toEqual([]);
    act(() => root.unmount());
  });
});
