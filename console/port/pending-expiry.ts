import type { ProjectExport } from '@foyer/emulator/control';

/**
 * The latest `expires_at` among the project's passcodes and email links (magic links, password
 * resets) that are neither used nor expired at `nowMs`, the project's now; null when none is pending.
 * Inbox messages do not say when what they carry expires, so this reads the records themselves.
 */
export function latestPendingExpiry(project: ProjectExport, nowMs: number): string | null {
  const pending = [
    ...Object.values(project.collections.otps),
    ...Object.values(project.collections.email_tokens),
  ].filter((record) => record.used_at === null && Date.parse(record.expires_at) > nowMs);
  let latest: string | null = null;
  for (const { expires_at } of pending)
    if (latest === null || Date.parse(expires_at) > Date.parse(latest)) latest = expires_at;
  return latest;
}
