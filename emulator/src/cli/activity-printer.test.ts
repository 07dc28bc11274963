import { describe, expect, it } from 'vitest';
import type { EmulatorActivity } from '../activity';
import type { InboxMessage } from '../messages/message-collections';
import { activityPrinter } from './activity-printer';

const TOKEN = 'public-token-test-app';

function printer() {
  const lines: string[] = [];
  const print = activityPrinter({
    write: (line) => lines.push(line),
    now: () => new Date(2026, 2, 1, 9, 5, 7),
  });
  return { lines, print };
}

function refusedFrom(origin: string, publicToken = TOKEN): EmulatorActivity {
  return {
    kind: 'request',
    publicToken,
    request: {
      seq: 1,
      at: '2026-03-01T09:05:07.000Z',
      method: 'POST',
      path: '/sdk/v1/magic_links/email/login_or_create',
      status: 400,
      origin,
      error_type: 'bad_domain_for_stytch_sdk',
      sandbox_value: null,
      error_message: 'This website has not been registered as an allowed domain for the Stytch SDK.',
      detail: `${origin} is not an authorized origin for this project.`,
    },
  };
}

const passcode: InboxMessage = {
  message_id: 'message-1',
  created_at: '2026-03-01T09:05:07.000Z',
  channel: 'sms',
  from: { name: null, address: '+12025550100' },
  to: '+15555550100',
  subject: null,
  text: 'Your verification code is 123456. It expires in 5 minutes. Do not share it.',
  link: null,
  code: '123456',
  kind: 'passcode',
};

describe('the terminal printer', () => {
  it('prints a refusal once per project and origin', () => {
    const { lines, print } = printer();
    print(refusedFrom('https://one.example'));
    print(refusedFrom('https://one.example'));
    expect(lines).toHaveLength(1);
    print(refusedFrom('https://two.example'));
    print(refusedFrom('https://one.example', 'public-token-test-other'));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('refused a page on https://two.example');
    expect(lines[2]).toContain('public-token-test-other  refused a page on https://one.example');
  });

  it('prints every message, the same one twice too', () => {
    const { lines, print } = printer();
    print({ kind: 'message', publicToken: TOKEN, message: passcode });
    print({ kind: 'message', publicToken: TOKEN, message: passcode });
    expect(lines).toEqual([
      `09:05:07  ${TOKEN}  passcode for +15555550100 (sms from +12025550100)  123456`,
      `09:05:07  ${TOKEN}  passcode for +15555550100 (sms from +12025550100)  123456`,
    ]);
  });

  it('prints every request a sandbox value answered, refused ones too', () => {
    const { lines, print } = printer();
    const sandbox = (status: number, value: string): EmulatorActivity => ({
      kind: 'request',
      publicToken: TOKEN,
      request: {
        seq: 1,
        at: '2026-03-01T09:05:07.000Z',
        method: 'POST',
        path: '/v1/magic_links/authenticate',
        status,
        origin: null,
        error_type: status === 200 ? null : 'magic_link_not_found',
        error_message: null,
        sandbox_value: value,
        detail: null,
      },
    });
    print(sandbox(200, 'token DOYoip3rvIMM… → 200'));
    print(sandbox(200, 'token DOYoip3rvIMM… → 200'));
    print(sandbox(404, 'token CprTtwhnRNiM… → magic_link_not_found'));
    expect(lines).toEqual([
      `09:05:07  ${TOKEN}  sandbox value answered POST /v1/magic_links/authenticate (token DOYoip3rvIMM… → 200)`,
      `09:05:07  ${TOKEN}  sandbox value answered POST /v1/magic_links/authenticate (token DOYoip3rvIMM… → 200)`,
      `09:05:07  ${TOKEN}  sandbox value answered POST /v1/magic_links/authenticate (token CprTtwhnRNiM… → magic_link_not_found)`,
    ]);
  });

  it('prints nothing for answered requests that were not refusals of a setting', () => {
    const { lines, print } = printer();
    const answered = refusedFrom('http://localhost:3000');
    if (answered.kind === 'request') Object.assign(answered.request, { status: 200, error_type: null });
    print(answered);
    expect(lines).toEqual([]);
  });
});
