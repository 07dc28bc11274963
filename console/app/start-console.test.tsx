// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMessage } from '../views/test-support/message-fixtures';
import { bootOf, openAt, pageWithBoot, removeBoot } from './test-support/boot-page';

const TOKEN = 'public-token-test-start';

afterEach(() => {
  vi.useRealTimers();
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

  it('draws the messages the page carried before the first frame, not one frame after an empty inbox', async () => {
    openAt(`http://localhost:8787/p/${TOKEN}/inbox`);
    pageWithBoot(bootOf(TOKEN, [aMessage()]));
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
    // Nothing that waits for a frame or a timer runs here (an effect run after paint, say): only the
    // start itself and the microtasks it queues, as before the browser draws.
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'requestAnimationFrame',
        'cancelAnimationFrame',
      ],
    });
    vi.resetModules();
    const { startConsole } = await import('./start-console');

    const container = document.body.appendChild(document.createElement('div'));
    const root = await startConsole(container, location);
    for (let turn = 0; turn < 10; turn++) await Promise.resolve();
    const inbox = container.querySelector('ol[aria-label="Messages"]');
    expect(inbox?.textContent).toContain('ada@example.com');
    expect(inbox?.textContent).toContain('Your sign-in link');
    vi.useRealTimers();
    act(() => root.unmount());
  });
});
