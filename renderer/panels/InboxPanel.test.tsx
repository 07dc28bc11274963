// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { InboxMessage, TestbedApi } from '../../preload/api';
import { type Testbed, TestbedContext } from '../app/testbed-context';
import { createTestbedStore } from '../app/testbed-store';
import { defaultMountSettings } from '../mount/settings';
import type { WidgetController } from '../widget-host/widget-controller';
import { InboxPanel } from './InboxPanel';

const TOKEN = 'public-token-test-inbox-panel';

function resetEmail(origin: string): InboxMessage {
  const reset = `${origin}/?stytch_token_type=reset_password&token=reset-1`;
  const login = `${origin}/?stytch_token_type=login&token=login-1`;
  return {
    id: 'message-1',
    channel: 'email',
    to: 'ada@example.com',
    subject: 'Reset your password',
    text: `Reset it here: ${reset}\nOr sign in without a password: ${login}`,
    link: reset,
    code: null,
    sentAt: '2026-03-01T10:00:00.000Z',
    usedTokens: { 'login-1': '2026-03-01T10:01:00.000Z' },
    codeUsedAt: null,
  };
}

const passcode: InboxMessage = {
  id: 'message-2',
  channel: 'sms',
  to: '+15555550100',
  subject: null,
  text: 'Your code is 123456',
  link: null,
  code: '123456',
  sentAt: '2026-03-01T10:02:00.000Z',
  usedTokens: {},
  codeUsedAt: null,
};

function renderWith(messages: InboxMessage[]) {
  const cleared: string[] = [];
  const api = {
    listMessages: async () => structuredClone(messages),
    clearMessages: async (token: string) => {
      cleared.push(token);
      messages.length = 0;
    },
  } as Partial<TestbedApi> as TestbedApi;
  const testbed: Testbed = {
    store: createTestbedStore(defaultMountSettings(TOKEN), { presets: [], lastUsed: null, current: null }),
    api,
    widget: {} as WidgetController,
    applySettings: async () => undefined,
  };
  render(
    <TestbedContext.Provider value={testbed}>
      <InboxPanel />
    </TestbedContext.Provider>,
  );
  return { cleared };
}

afterEach(cleanup);

describe('the Inbox panel', () => {
  it('offers both links of a reset email, and marks the one the emulator saw used', async () => {
    renderWith([resetEmail(location.origin)]);
    const links = await screen.findByRole('list', { name: 'Links' });
    const [reset, login] = within(links).getAllByRole('listitem');
    expect(reset?.textContent).toContain('Password reset link');
    expect(reset?.textContent).not.toContain('used');
    expect(within(reset as HTMLElement).getByRole('button', { name: 'Open link in testbed' })).toBeTruthy();
    expect(login?.textContent).toContain('Login link (no password)');
    expect(login?.textContent).toContain('used');
    expect(within(login as HTMLElement).getByRole('button', { name: 'Open link in testbed' })).toBeTruthy();
  });

  it('shows a link that leads elsewhere in full, to copy rather than open', async () => {
    const message = { ...resetEmail('https://app.example.com'), usedTokens: {} };
    renderWith([message]);
    const links = await screen.findByRole('list', { name: 'Links' });
    expect(within(links).queryByRole('button', { name: 'Open link in testbed' })).toBeNull();
    expect(
      within(links).getByText('https://app.example.com/?stytch_token_type=login&token=login-1'),
    ).toBeTruthy();
  });

  it('marks a passcode once the emulator records it used', async () => {
    renderWith([
      passcode,
      { ...passcode, id: 'message-3', to: '+15555550199', codeUsedAt: '2026-03-01T10:03:00.000Z' },
    ]);
    const unused = (await screen.findByText('+15555550100')).closest('li') as HTMLElement;
    const used = screen.getByText('+15555550199').closest('li') as HTMLElement;
    expect(within(unused).queryByText(/^used/)).toBeNull();
    expect(within(used).getByText(/^used/).querySelector('time')?.getAttribute('dateTime')).toBe(
      '2026-03-01T10:03:00.000Z',
    );
  });

  it('clears the inbox of the page’s project', async () => {
    const { cleared } = renderWith([passcode]);
    // Until the first read lands the inbox is empty and the button disabled: wait for the message.
    await screen.findByText('+15555550100');
    fireEvent.click(screen.getByRole('button', { name: 'Clear inbox' }));
    await screen.findByText('No messages for this project yet.');
    expect(cleared).toEqual([TOKEN]);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Clear inbox' }) as HTMLButtonElement).disabled).toBe(true),
    );
  });
});
