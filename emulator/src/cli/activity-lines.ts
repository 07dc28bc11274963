import type { InboxMessage, MessageKind } from '../messages/message-collections';
import { formatSender } from '../messages/message-senders';
import type { LoggedRequest } from '../store/request-log';

// The lines the command line prints as the emulator "sends" messages, refuses pages and answers the
// provider's sandbox values: pure functions of what happened, so a test reads them without a terminal.

/** Terminal styles the lines use; `plain` when the output is not a colour terminal. */
export type Paint = {
  dim(text: string): string;
  bold(text: string): string;
  warn(text: string): string;
};

export const plain: Paint = { dim: (t) => t, bold: (t) => t, warn: (t) => t };

export const ansi: Paint = {
  dim: (t) => `\u001b[2m${t}\u001b[22m`,
  bold: (t) => `\u001b[1m${t}\u001b[22m`,
  warn: (t) => `\u001b[33m${t}\u001b[39m`,
};

/**
 * Colour only on a terminal, and never with `NO_COLOR` set to anything (no-color.org) or a dumb
 * terminal: a pipe, a file or a CI log gets the words alone.
 */
export function shouldColour(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  return stream.isTTY === true && !env.NO_COLOR && env.TERM !== 'dumb';
}

const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  login_link: 'login link',
  signup_link: 'signup link',
  invite: 'invite',
  password_reset_link: 'password reset link',
  passcode: 'passcode',
};

/** A message's kind; one kept from before kinds were recorded is told by its code or its link's token type. */
export function messageKind(message: InboxMessage): MessageKind {
  if (message.kind !== undefined && Object.hasOwn(MESSAGE_KIND_LABELS, message.kind)) return message.kind;
  if (message.code !== null) return 'passcode';
  return message.link !== null && tokenTypeOf(message.link) === 'reset_password'
    ? 'password_reset_link'
    : 'login_link';
}

function tokenTypeOf(link: string): string | null {
  return URL.canParse(link) ? new URL(link).searchParams.get('stytch_token_type') : null;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/** Escapes control characters, so what a caller typed (an address, an origin) cannot drive the terminal. */
export function printable(text: string): string {
  return text.replace(CONTROL_CHARACTERS, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/** The wall-clock time of day, HH:MM:SS in the machine's zone: what a developer matches with their own steps. */
export function localTime(at: Date): string {
  return [at.getHours(), at.getMinutes(), at.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}

function lineStart(at: Date, publicToken: string, paint: Paint): string {
  return `${paint.dim(localTime(at))}  ${printable(publicToken)}  `;
}

/**
 * `09:05:07  public-token-test-app  login link for ada@example.com (email from Login <login@stytchtest.com>)  http://…`:
 * the link or the code last, alone after two spaces, so a terminal makes it clickable and a
 * double-click copies it.
 */
export function messageLine(publicToken: string, message: InboxMessage, at: Date, paint = plain): string {
  const how = `${message.channel} from ${formatSender(message.from)}`;
  const what = `${MESSAGE_KIND_LABELS[messageKind(message)]} for ${printable(message.to)} (${printable(how)})`;
  const carried = message.code ?? message.link;
  return `${lineStart(at, publicToken, paint)}${paint.bold(what)}${carried === null ? '' : `  ${printable(carried)}`}`;
}

/** Why the emulator refused a page, and what to change: one kind of cause per refusal type. */
export type RefusalCause =
  | { type: 'bad_domain_for_stytch_sdk'; origin: string | null }
  | { type: RedirectRefusalType; url: string | null; isEmulatorAddress: boolean }
  | { type: 'cross_origin_request_refused'; origin: string | null };

const REDIRECT_REFUSALS = [
  'no_match_for_provided_magic_link_url',
  'no_match_for_provided_oauth_url',
  'invalid_password_reset_redirect_url',
] as const;
type RedirectRefusalType = (typeof REDIRECT_REFUSALS)[number];

function isRedirectRefusal(type: string): type is RedirectRefusalType {
  return (REDIRECT_REFUSALS as readonly string[]).includes(type);
}

/**
 * The refused URL: the request log keeps the emulator's detail of the refusal, which names the URL
 * first (links/send-options `requireAllowedRedirect`); the body that carried it is not kept.
 */
function refusedUrl(detail: string | null): string | null {
  const first = detail?.split(' ', 1)[0] ?? '';
  return URL.canParse(first) ? first : null;
}

/** The cause of a refused request, for the refusals a setting (or the page itself) must fix; others are not printed. */
export function refusalCause(request: LoggedRequest): RefusalCause | undefined {
  const type = request.error_type;
  if (type === 'bad_domain_for_stytch_sdk' || type === 'cross_origin_request_refused') {
    return { type, origin: request.origin };
  }
  if (type !== null && isRedirectRefusal(type)) {
    return {
      type,
      url: refusedUrl(request.detail),
      isEmulatorAddress: request.detail?.includes("is the emulator's own address") === true,
    };
  }
  return undefined;
}

/** One key per cause, so each is printed once per project (per origin, per URL). */
export function refusalKey(publicToken: string, cause: RefusalCause): string {
  const subject = 'url' in cause ? cause.url : cause.origin;
  return JSON.stringify([publicToken, cause.type, subject]);
}

function settingsCall(publicToken: string): string {
  return `PATCH /control/v1/projects/${publicToken}/settings`;
}

function refusalWords(publicToken: string, cause: RefusalCause): { what: string; why: string } {
  switch (cause.type) {
    case 'bad_domain_for_stytch_sdk':
      return {
        what: `a page on ${cause.origin ?? 'an origin it did not name'}`,
        why: `add the origin to authorized_origins (${settingsCall(publicToken)})`,
      };
    case 'cross_origin_request_refused':
      return {
        what: `a post from ${cause.origin ?? 'another site'}`,
        why: "the emulator's consent and One Tap pages accept posts only from themselves",
      };
    default:
      return {
        what: `the redirect URL ${cause.url ?? '(not named)'}`,
        why: cause.isEmulatorAddress
          ? "the emulator's own address is never a redirect target; redirect to the app's page"
          : `add it to redirect_urls (${settingsCall(publicToken)})`,
      };
  }
}

/** `09:05:07  public-token-test-app  refused a page on https://elsewhere.example (bad_domain_for_stytch_sdk): add …` */
export function refusalLine(publicToken: string, cause: RefusalCause, at: Date, paint = plain): string {
  const { what, why } = refusalWords(publicToken, cause);
  return `${lineStart(at, publicToken, paint)}${paint.warn(`refused ${printable(what)}`)} (${cause.type}): ${printable(why)}`;
}

/**
 * `09:05:07  public-token-test-app  sandbox value answered POST /v1/sessions/authenticate (session_token
 * WJtR5BCy38Sz… → 200)`: the answer came from the provider's fixed sandbox values, not from the project's
 * records, which a developer puzzled by a user their project does not hold needs to know.
 */
export function sandboxLine(
  publicToken: string,
  request: Pick<LoggedRequest, 'method' | 'path'>,
  sandboxValue: string,
  at: Date,
  paint = plain,
): string {
  const what = `sandbox value answered ${request.method} ${printable(request.path)}`;
  return `${lineStart(at, publicToken, paint)}${paint.bold(what)} (${printable(sandboxValue)})`;
}
