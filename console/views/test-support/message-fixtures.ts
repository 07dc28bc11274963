import type { ListedMessage } from '@foyer/emulator/control';

/** A sign-in email as the inbox lists it, with `fields` in place of its own. */
export function aMessage(fields: Partial<ListedMessage> = {}): ListedMessage {
  return {
    message_id: 'message-1',
    kind: 'login_link',
    channel: 'email',
    from: { name: 'Login', address: 'login@stytchtest.com' },
    to: 'ada@example.com',
    subject: 'Your sign-in link',
    text: 'Sign in here',
    link: null,
    code: null,
    created_at: '2026-03-01T10:00:00.000Z',
    used_tokens: {},
    code_used_at: null,
    ...fields,
  };
}
