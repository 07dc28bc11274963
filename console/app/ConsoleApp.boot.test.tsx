// @vitest-environment happy-dom
import type { ConsoleBoot, ListedMessage } from '@foyer/emulator/control';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBootData } from './boot-data';
import { ConsoleApp } from './ConsoleApp';

const TOKEN = 'public-token-test-boot';
const HOSTILE = '</script><script>alert(1)</script>';

const message: ListedMessage = {
  message_id: 'message-1',
  kind: 'login_link',
  channel: 'email',
  from: { name: 'Login', address: 'login@stytchtest.com' },
  to: 'ada@example.com',
  subject: HOSTILE,
  text: `Sign in here ${HOSTILE}`,
  link: null,
  code: null,
  created_at: '2026-03-01T10:00:00.000Z',
  used_tokens: {},
  code_used_at: null,
};

const BOOT: ConsoleBoot = {
  projects: {
    projects: [{ public_token: TOKEN, project_id: 'project-test-boot', project_name: 'Emulator' }],
  },
  project: {
    public_token: TOKEN,
    position: { epoch: 'e', writes: 3, requests: 0 },
    list: {
      name: 'messages',
      answer: { messages: [message], results_metadata: { total: 1, next_cursor: null } },
    },
  },
};

/** The block as the emulator writes it: every `<` escaped, so nothing in it closes the block. */
function pageWithBoot(boot: ConsoleBoot): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'foyer-console-boot';
  block.textContent = JSON.stringify(boot).replaceAll('<', '\\u003c');
  document.head.append(block);
}

/** Puts the page at `url`, as a navigation there would. */
function openAt(url: string): void {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
}

/** Counts the page's requests; the stream is held open without an answer, as before it connects. */
function countRequests(): string[] {
  const requested: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requested.push(url.pathname);
    return new Promise(() => {});
  });
  return requested;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.getElementById('foyer-console-boot')?.remove();
});

describe('the console opened with the data its page carries', () => {
  it('reads the block as data: a subject holding a script is text', () => {
    pageWithBoot(BOOT);
    expect(readBootData()?.project?.list?.answer.messages).toEqual([message]);
  });

  it('draws the inbox from it, asking only for the live stream', async () => {
    openAt(`http://localhost:8787/p/${TOKEN}/inbox`);
    pageWithBoot(BOOT);
    const requested = countRequests();
    render(<ConsoleApp boot={readBootData()} />);
    expect(await screen.findByText(HOSTILE, { selector: '*' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByRole('link').length).toBeGreaterThanOrEqual(10);
    expect(requested).toEqual([`/control/v1/projects/${TOKEN}/stream`]);
  });

  it('lists the projects from it, asking for nothing', async () => {
    openAt('http://localhost:8787/');
    const requested = countRequests();
    render(<ConsoleApp boot={BOOT} />);
    expect(await screen.findByRole('link', { name: TOKEN })).toBeTruthy();
    expect(requested).toEqual([]);
  });

  it('reads afresh a screen opened after the first, the first one again included', async () => {
    openAt('http://localhost:8787/');
    const requested = countRequests();
    render(<ConsoleApp boot={BOOT} />);
    const project = await screen.findByRole('link', { name: TOKEN });
    fireEvent.click(project);
    expect(await screen.findByRole('navigation', { name: 'Project views' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Foyer emulator' }));
    await waitFor(() => expect(requested).toContain('/control/v1/projects'));
  });
});
