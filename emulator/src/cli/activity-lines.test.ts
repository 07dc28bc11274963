import { describe, expect, it } from 'vitest';
import { EmulatorStore } from '../emulator-store';
import type { ApiError } from '../http/api-error';
import { requireAllowedRedirect } from '../links/send-options';
import type { InboxMessage } from '../messages/message-collections';
import type { LoggedRequest } from '../store/request-log';
import {
  ansi,
  localTime,
  messageKind,
  messageLine,
  printable,
  refusalCause,
  refusalLine,
  shouldColour,
} from './activity-lines';

const TOKEN = 'public-token-test-app';
// Local time, as the lines print it.
const AT = new Date(2026, 2, 1, 9, 5, 7);
const LINK = 'http://localhost:3000/authenticate?stytch_token_type=magic_links&token=abc';

function message(fields: Partial<InboxMessage>): InboxMessage {
  return {
    message_id: 'message-1',
    created_at: '2026-03-01T09:05:07.000Z',
    channel: 'email',
    from: { name: 'Login', address: 'login@stytchtest.com' },
    to: 'ada@example.com',
    subject: 'Your login request to Emulator',
    text: `Log in to Emulator with this link:\n\n${LINK}`,
    link: LINK,
    code: null,
    kind: 'login_link',
    ...fields,
  };
}

function refused(fields: Partial<LoggedRequest>): LoggedRequest {
  return {
    seq: 1,
    at: '2026-03-01T09:05:07.000Z',
    method: 'POST',
    path: '/sdk/v1/magic_links/email/login_or_create',
    status: 400,
    origin: 'http://localhost:3000',
    error_type: null,
    error_message: null,
    sandbox_value: null,
    detail: null,
    ...fields,
  };
}

/** The emulator's own detail of its refusal of a redirect URL the project does not allow. */
function redirectRefusalDetail(url: string): string {
  const project = EmulatorStore.inMemory().project(TOKEN);
  try {
    requireAllowedRedirect(project, 'no_match_for_provided_magic_link_url', {
      field: 'login_magic_link_url',
      requested: url,
      fallback: 'default_login_redirect_url',
    });
  } catch (error) {
    return (error as ApiError).detail;
  }
  throw new Error(`${url} was allowed`);
}

describe('a message line', () => {
  it('gives the time, the project, the kind, the recipient, channel and sender, and the link last', () => {
    expect(messageLine(TOKEN, message({}), AT)).toBe(
      `09:05:07  ${TOKEN}  login link for ada@example.com (email from Login <login@stytchtest.com>)  ${LINK}`,
    );
  });

  it('carries the passcode of a text, and the number it came from', () => {
    const text = message({
      kind: 'passcode',
      channel: 'sms',
      from: { name: null, address: '+12025550100' },
      to: '+15555550100',
      subject: null,
      link: null,
      code: '123456',
    });
    expect(messageLine(TOKEN, text, AT)).toBe(
      `09:05:07  ${TOKEN}  passcode for +15555550100 (sms from +12025550100)  123456`,
    );
  });

  it.each([
    ['signup_link', 'signup link'],
    ['invite', 'invite'],
    ['password_reset_link', 'password reset link'],
  ] as const)('names a %s message a "%s"', (kind, label) => {
    expect(messageLine(TOKEN, message({ kind }), AT)).toContain(
      `  ${label} for ada@example.com (email from `,
    );
  });

  it('tells a message kept before kinds were recorded by its code or its link', () => {
    expect(messageKind(message({ kind: undefined, link: null, code: '123456' }))).toBe('passcode');
    const reset = 'http://localhost:3000/reset?stytch_token_type=reset_password&token=abc';
    expect(messageKind(message({ kind: undefined, link: reset }))).toBe('password_reset_link');
    expect(messageKind(message({ kind: undefined }))).toBe('login_link');
  });

  it('escapes control characters, so an address cannot drive the terminal', () => {
    expect(printable('a\u001b[31mb\nc')).toBe('a\\x1b[31mb\\x0ac');
    const hostile = message({
      to: 'x\u001b]0;t\u0007@example.com',
      from: { name: 'Acme\u001b[2J', address: 'login@acme.test' },
    });
    // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for them.
    expect(messageLine(TOKEN, hostile, AT)).not.toMatch(/[\u0000-\u001f]/);
  });

  it('pads the local time to HH:MM:SS', () => {
    expect(localTime(new Date(2026, 0, 2, 3, 4, 5))).toBe('03:04:05');
    expect(localTime(new Date(2026, 0, 2, 23, 59, 59))).toBe('23:59:59');
  });
});

describe('a refusal line', () => {
  it('names authorized_origins for a page on an origin the project does not authorize', () => {
    const cause = refusalCause(
      refused({ origin: 'https://elsewhere.example', error_type: 'bad_domain_for_stytch_sdk' }),
    );
    expect(cause).toEqual({ type: 'bad_domain_for_stytch_sdk', origin: 'https://elsewhere.example' });
    expect(refusalLine(TOKEN, cause!, AT)).toBe(
      `09:05:07  ${TOKEN}  refused a page on https://elsewhere.example (bad_domain_for_stytch_sdk): ` +
        `add the origin to authorized_origins (PATCH /control/v1/projects/${TOKEN}/settings)`,
    );
  });

  it.each([
    'no_match_for_provided_magic_link_url',
    'no_match_for_provided_oauth_url',
    'invalid_password_reset_redirect_url',
  ])('names redirect_urls and the URL for %s', (type) => {
    const cause = refusalCause(
      refused({
        error_type: type,
        detail: redirectRefusalDetail('https://elsewhere.example/callback'),
      }),
    );
    expect(refusalLine(TOKEN, cause!, AT)).toBe(
      `09:05:07  ${TOKEN}  refused the redirect URL https://elsewhere.example/callback (${type}): ` +
        `add it to redirect_urls (PATCH /control/v1/projects/${TOKEN}/settings)`,
    );
  });

  it("says the emulator's own address is never a redirect target, which no setting changes", () => {
    const cause = refusalCause(
      refused({
        error_type: 'no_match_for_provided_magic_link_url',
        detail:
          "http://127.0.0.1:8787/x is the emulator's own address, which is never a redirect target: the token would land …",
      }),
    );
    expect(refusalLine(TOKEN, cause!, AT)).toContain(
      "refused the redirect URL http://127.0.0.1:8787/x (no_match_for_provided_magic_link_url): the emulator's own address is never a redirect target",
    );
  });

  it("explains a cross-origin post to the emulator's own pages", () => {
    const cause = refusalCause(
      refused({
        origin: 'https://elsewhere.example',
        status: 403,
        error_type: 'cross_origin_request_refused',
      }),
    );
    expect(refusalLine(TOKEN, cause!, AT)).toBe(
      `09:05:07  ${TOKEN}  refused a post from https://elsewhere.example (cross_origin_request_refused): ` +
        "the emulator's consent and One Tap pages accept posts only from themselves",
    );
  });

  it('is not made for answers a setting does not explain', () => {
    expect(refusalCause(refused({ status: 200 }))).toBeUndefined();
    expect(refusalCause(refused({ status: 404, error_type: 'session_not_found' }))).toBeUndefined();
  });
});

describe('colour', () => {
  it('is used on a terminal only, and never with NO_COLOR or a dumb terminal', () => {
    expect(shouldColour({ isTTY: true }, {})).toBe(true);
    expect(shouldColour({ isTTY: false }, {})).toBe(false);
    expect(shouldColour({}, {})).toBe(false);
    expect(shouldColour({ isTTY: true }, { NO_COLOR: '1' })).toBe(false);
    expect(shouldColour({ isTTY: true }, { TERM: 'dumb' })).toBe(false);
  });

  it('leaves the words and the link as they are', () => {
    const coloured = messageLine(TOKEN, message({}), AT, ansi);
    expect(coloured).toContain('\u001b[');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing the colour codes.
    expect(coloured.replace(/\u001b\[\d+m/g, '')).toBe(messageLine(TOKEN, message({}), AT));
    expect(coloured.endsWith(`  ${LINK}`)).toBe(true);
  });
});
