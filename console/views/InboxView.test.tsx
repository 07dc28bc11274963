// @vitest-environment happy-dom
import { type ListedMessage, messageMatches, type PageQuery } from '@foyer/emulator/control';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InboxView } from './InboxView';
import { pageOf } from './test-support/list-pages';
import { aMessage } from './test-support/message-fixtures';
import { renderView } from './test-support/render-view';
import { testFeed } from './test-support/test-feed';

const APP = 'http://localhost:3000';

function resetEmail(origin: string): ListedMessage {
  const reset = `${origin}/?stytch_token_type=reset_password&token=reset-1`;
  const login = `${origin}/?stytch_token_type=login&token=login-1`;
  return aMessage({
    kind: 'password_reset_link',
    subject: 'Reset your Emulator password',
    text: `Reset it here: ${reset}\nOr sign in without a password: ${login}`,
    link: reset,
    used_tokens: { 'login-1': '2026-03-01T10:01:00.000Z' },
  });
}

const passcode = aMessage({
  message_id: 'message-2',
  kind: 'passcode',
  channel: 'sms',
  from: { name: null, address: '+12025550100' },
  to: '+15555550100',
  subject: null,
  text: 'Your verification code is 123456. It expires in 5 minutes. Do not share it.',
  code: '123456',
  created_at: '2026-03-01T10:02:00.000Z',
});

function inboxOf(messages: ListedMessage[]) {
  const cleared: number[] = [];
  return {
    cleared,
    port: {
      messagesPage: async (page?: PageQuery) => pageOf(messages, page, messageMatches),
      clearMessages: async () => {
        cleared.push(1);
        messages.length = 0;
      },
    },
  };
}

afterEach(cleanup);

describe('the inbox', () => {
  it('offers the links of a reset email as links, and shows the one the emulator saw used as text marked used', async () => {
    renderView(<InboxView />, inboxOf([resetEmail(APP)]).port);
    const links = await screen.findByRole('list', { name: 'Links' });
    const [reset, login] = within(links).getAllByRole('listitem') as HTMLElement[];
    expect(reset?.textContent).toContain('Password reset link');
    expect(reset?.textContent).not.toContain('used');
    const anchor = within(reset as HTMLElement).getByRole('link');
    expect(anchor.getAttribute('href')).toBe(`${APP}/?stytch_token_type=reset_password&token=reset-1`);
    expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
    expect(login?.textContent).toContain('Login link (no password)');
    expect(within(login as HTMLElement).getByText(/^used/)).toBeTruthy();
    expect(within(login as HTMLElement).queryByRole('link')).toBeNull();
    expect(
      within(login as HTMLElement).getByText(`${APP}/?stytch_token_type=login&token=login-1`),
    ).toBeTruthy();
    expect(screen.getByText('Password reset')).toBeTruthy();
  });

  it('in the testbed, opens links its page takes in place and shows the others to copy', async () => {
    const opened: string[] = [];
    const own = resetEmail(APP);
    const elsewhere = { ...resetEmail('https://app.example.com'), message_id: 'message-9' };
    renderView(<InboxView />, inboxOf([own, elsewhere]).port, {
      openLink: (url) => (url.startsWith(APP) ? () => opened.push(url) : null),
    });
    const [first] = await screen.findAllByRole('button', { name: 'Open link in testbed' });
    fireEvent.click(first as HTMLElement);
    expect(opened).toEqual([own.link]);
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByText('https://app.example.com/?stytch_token_type=login&token=login-1')).toBeTruthy();
  });

  it('shows who each message came from, above its subject', async () => {
    renderView(<InboxView />, inboxOf([resetEmail(APP), passcode]).port);
    const subject = await screen.findByText('Reset your Emulator password');
    const email = subject.closest('.message') as HTMLElement;
    const sender = within(email).getByText('From Login <login@stytchtest.com>');
    expect(sender.compareDocumentPosition(subject) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const text = screen.getByText('+15555550100').closest('.message') as HTMLElement;
    expect(within(text).getByText('From +12025550100')).toBeTruthy();
  });

  it('marks a passcode once the emulator records it used', async () => {
    renderView(
      <InboxView />,
      inboxOf([
        passcode,
        {
          ...passcode,
          message_id: 'message-3',
          to: '+15555550199',
          code_used_at: '2026-03-01T10:03:00.000Z',
        },
      ]).port,
    );
    const unused = (await screen.findByText('+15555550100')).closest('li') as HTMLElement;
    const used = screen.getByText('+15555550199').closest('li') as HTMLElement;
    expect(within(unused).queryByText(/^used/)).toBeNull();
    expect(within(used).getByText(/^used/).querySelector('time')?.getAttribute('dateTime')).toBe(
      '2026-03-01T10:03:00.000Z',
    );
  });

  it('shows a new message, marks one used and drops one dropped as the feed says, without reading again', async () => {
    const reads: number[] = [];
    const inbox = inboxOf([passcode, resetEmail(APP)]);
    const { feed, announce } = testFeed();
    renderView(
      <InboxView />,
      {
        ...inbox.port,
        messagesPage: (page) => {
          reads.push(1);
          return inbox.port.messagesPage(page);
        },
      },
      { feed },
    );
    await screen.findByText('+15555550100');
    expect(screen.getByRole('status').textContent).toBe('2 messages');
    announce({
      kind: 'message_added',
      message: { ...passcode, message_id: 'message-5', to: '+15555550122' },
    });
    const added = await screen.findByText('+15555550122');
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(within(list).getAllByRole('listitem')[0]?.contains(added)).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('3 messages');

    announce({ kind: 'message_changed', message: { ...passcode, code_used_at: '2026-03-01T10:05:00.000Z' } });
    const used = (await screen.findByText('+15555550100')).closest('li') as HTMLElement;
    await waitFor(() => expect(within(used).getByText(/^used/)).toBeTruthy());
    announce({ kind: 'message_removed', message_id: 'message-1' });
    await waitFor(() => expect(screen.queryByText('Reset your Emulator password')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('2 messages');
    expect(reads).toEqual([1]);
  });

  it('searches the inbox through the emulator, and leaves out new messages the search does not match', async () => {
    const queries: Array<string | undefined> = [];
    const inbox = inboxOf([passcode, resetEmail(APP)]);
    const { feed, announce } = testFeed();
    renderView(
      <InboxView />,
      {
        ...inbox.port,
        messagesPage: (page) => {
          queries.push(page?.query);
          return inbox.port.messagesPage(page);
        },
      },
      { feed },
    );
    await screen.findByText('+15555550100');
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search messages' }), {
      target: { value: 'RESET' },
    });
    await waitFor(() => expect(screen.queryByText('+15555550100')).toBeNull());
    expect(screen.getByText('Reset your Emulator password')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 message matches');
    announce({
      kind: 'message_added',
      message: { ...passcode, message_id: 'message-6', to: '+15555550133' },
    });
    announce({
      kind: 'message_added',
      message: { ...resetEmail(APP), message_id: 'message-7', to: 'grace@example.com' },
    });
    await screen.findByText('grace@example.com');
    expect(screen.queryByText('+15555550133')).toBeNull();
    expect(queries).toEqual([undefined, 'RESET']);
  });

  it('reads the inbox again when the project changes', async () => {
    const messages = [passcode];
    const { rerenderAt } = renderView(<InboxView />, inboxOf(messages).port);
    await screen.findByText('+15555550100');
    messages.unshift({ ...passcode, message_id: 'message-4', to: '+15555550111' });
    rerenderAt(1);
    await screen.findByText('+15555550111');
  });

  it('clears the inbox', async () => {
    const inbox = inboxOf([passcode]);
    renderView(<InboxView />, inbox.port);
    // Until the first read lands the inbox is empty and the button disabled: wait for the message.
    await screen.findByText('+15555550100');
    fireEvent.click(screen.getByRole('button', { name: 'Clear inbox' }));
    await screen.findByText('No messages for this project yet.');
    expect(inbox.cleared).toEqual([1]);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Clear inbox' }) as HTMLButtonElement).disabled).toBe(true),
    );
  });

  it('says when its live changes cannot connect, instead of staying empty, and reads on "Try again"', async () => {
    const { feed, announce } = testFeed({ isLive: false });
    renderView(<InboxView />, inboxOf([passcode]).port, { feed });
    expect(screen.queryByText(/123456/)).toBeNull();
    act(() => announce({ kind: 'unreachable', reason: 'the event stream answered 503' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      "Could not read the inbox: The project's live changes did not connect (the event stream answered 503).",
    );
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Your verification code is 123456/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
