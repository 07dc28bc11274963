// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMessage } from '../views/test-support/message-fixtures';
import { readBootData } from './boot-data';
import { ConsoleApp } from './ConsoleApp';
import { bootOf, openAt, pageWithBoot, removeBoot } from './test-support/boot-page';

const TOKEN = 'public-token-test-boot';
const HOSTILE = '</script><script>alert(1)</script>';

const message = aMessage({ subject: HOSTILE, text: `Sign in here ${HOSTILE}` });

const BOOT = bootOf(TOKEN, [message]);

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
  removeBoot();
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
