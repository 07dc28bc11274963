import type { Project } from '../emulator-store';
import type { InboxMessage } from '../messages/message-collections';
import { secretDigest } from '../store/secret-digest';

/**
 * What of a message the emulator records as used: its links' tokens (token → when) and its passcode.
 * Read from the project's own records, since a message does not change once sent.
 */
export type MessageUse = { used_tokens: Record<string, string>; code_used_at: string | null };

/** The `token` query parameter of every link in a message's text. */
export function linkTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const [link] of text.matchAll(/https?:\/\/\S+/g)) {
    const token = URL.canParse(link) ? new URL(link).searchParams.get('token') : null;
    if (token) tokens.push(token);
  }
  return tokens;
}

/**
 * An email link's token is used when the record of its digest says so (a reset email carries two,
 * each with its record); a passcode is the one of the latest record with that code's digest and
 * channel sent no later than the message (codes are short and may repeat over time).
 */
export function messageUse(project: Project, message: InboxMessage): MessageUse {
  const used_tokens: Record<string, string> = {};
  for (const token of linkTokens(message.text)) {
    const record = project.collections.email_tokens.get(secretDigest(token));
    if (record && record.used_at !== null) used_tokens[token] = record.used_at;
  }
  let code_used_at: string | null = null;
  if (message.code !== null) {
    const sent = Date.parse(message.created_at);
    const codeDigest = secretDigest(message.code);
    const candidates = project.collections.otps
      .filter((otp) => otp.code_digest === codeDigest && otp.channel === message.channel)
      .filter((otp) => Date.parse(otp.created_at) <= sent)
      .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
    code_used_at = candidates[0]?.used_at ?? null;
  }
  return { used_tokens, code_used_at };
}
