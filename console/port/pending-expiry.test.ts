import type { ProjectExport } from '@foyer/emulator/control';
import { describe, expect, it } from 'vitest';
import { latestPendingExpiry } from './pending-expiry';

const NOW = Date.parse('2030-01-01T12:00:00.000Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

function projectWith(
  otps: Array<{ expires_at: string; used_at: string | null }>,
  links: Array<{ expires_at: string; used_at: string | null }>,
): ProjectExport {
  const keyed = (records: object[]) => Object.fromEntries(records.map((record, i) => [String(i), record]));
  // Only the fields the expiry reads; the rest of a project does not matter here.
  return { collections: { otps: keyed(otps), email_tokens: keyed(links) } } as unknown as ProjectExport;
}

describe('latest pending expiry', () => {
  it('is the latest expiry among unused passcodes and email links that have not expired', () => {
    const project = projectWith(
      [
        { expires_at: at(5), used_at: null },
        { expires_at: at(30), used_at: at(-1) },
      ],
      [
        { expires_at: at(15), used_at: null },
        { expires_at: at(-2), used_at: null },
      ],
    );
    expect(latestPendingExpiry(project, NOW)).toBe(at(15));
  });

  it('is null when every record is used or already expired at the project now', () => {
    const project = projectWith(
      [{ expires_at: at(0), used_at: null }],
      [{ expires_at: at(9), used_at: at(1) }],
    );
    expect(latestPendingExpiry(project, NOW)).toBeNull();
    expect(latestPendingExpiry(projectWith([], []), NOW)).toBeNull();
  });
});
