import type { ProjectExport } from '@foyer/emulator';

type StoredMessage = { text: string; code: string | null; channel: string; created_at: string };

/** What of a message the emulator records as used: its links' tokens (token -> when), its passcode. */
export type SpentInMessage = { usedTokens: Record<string, string>; codeUsedAt: string | null };

/**
 * Reads "used" from the emulator's own records, since messages do not change once sent: an email
 * link's token is used when its record says so (a reset email carries two, each with its record),
 * and a passcode is the one of the latest record with that code and channel sent no later than the
 * message (codes are short and may repeat over time).
 */
export function spentInMessage(message: StoredMessage, project: ProjectExport): SpentInMessage {
  const usedTokens: Record<string, string> = {};
  for (const record of Object.values(project.collections.email_tokens)) {
    if (record.used_at !== null && message.text.includes(record.token))
      usedTokens[record.token] = record.used_at;
  }
  let codeUsedAt: string | null = null;
  if (message.code !== null) {
    const sent = Date.parse(message.created_at);
    const candidates = Object.values(project.collections.otps)
      .filter((otp) => otp.code === message.code && otp.channel === message.channel)
      .filter((otp) => Date.parse(otp.created_at) <= sent)
      .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
    codeUsedAt = candidates[0]?.used_at ?? null;
  }
  return { usedTokens, codeUsedAt };
}
