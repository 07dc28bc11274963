// @vitest-environment happy-dom
import type { ConsoleBoot } from '@foyer/emulator/control';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const TOKEN = 'public-token-test-start';
const BOOT: ConsoleBoot = {
  projects: {
    projects: [{ public_token: TOKEN, project_id: 'project-test-start', project_name: 'Emulator' }],
  },
  project: {
    public_token: TOKEN,
    position: { epoch: 'e', writes: 0, requests: 0 },
    list: { name: 'messages', answer: { messages: [], results_metadata: { total: 0, next_cursor: null } } },
  },
};

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
  document.getElementById('foyer-console-boot')?.remove();
});

describe('the console page starting', () => {
  it("draws the addressed view with its first render, never that view's loading line", async () => {
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
      `http://localhost:8787/p/${TOKEN}/inbox`,
    );
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'foyer-console-boot';
    block.textContent = JSON.stringify(BOOT);
    document.head.append(block);
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
