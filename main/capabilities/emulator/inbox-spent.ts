import { type ProjectExport, secretDigest } from '@foyer/emulator';

type StoredMessage = { text: string; code: string | null; channel: string; created_at: string };

/** What of a message the emulator records as used: its links' tokens (token -> when), its passcode. */
export type SpentInMessage = { usedTokens: Record<string, string>; codeUsedAt: string | null };

/** The `token` query parameter of every link in a message's text. */
function linkTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const [link] of text.matchAll(/https?:\/\/\S+/g)) {
    const token = URL.canParse(link) ? new URL(link).searchParams.get('token') : null;
    if (token) tokens.push(token);
  }
  return tokens;
}

/**
 * Reads "used" from the emulator's own records, since messages do not change once sent: an email
 * link's token is used when the record of its digest says so (a reset email carries two, each with
 * its record), and a passcode is the one of the latest record with that code's digest and channel
 * sent no later than the message (codes are short and may repeat over time).
 */
export function spentInMessage(message: StoredMessage, project: ProjectExport): SpentInMessage {
  const usedTokens: Record<string, string> = {};
  for (const token of linkTokens(message.text)) {
    const record = project.collections.email_tokens[secretDigest(token)];
    if (record && record.used_at !== null) usedTokens[token] = record.used_at;
  }
  let codeUsedAt: string | null = null;
  if (message.code !== null) {
    const sent = Date.parse(message.created_at);
    const codeDigest = secretDigest(message.code);
    const candidates = Object.values(project.collections.otps)
      .filter((otp) => otp.code_digest === codeDigest && otp.channel === message.channel)
      .filter((otp) => Date.parse(otp.created_at) <= sent)
      .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
    codeUsedAt = candidates[0]?.used_at ?? null;
  }
  return { usedTokens, codeUsedAt };
}
