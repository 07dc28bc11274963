import { describe, expect, it } from 'vitest';
import { describeOffset, formatDuration } from './clock-offset';

describe('clock offset', () => {
  it('says a duration in days, hours, minutes and seconds, leaving out the empty units', () => {
    expect(formatDuration(60_000)).toBe('1 min');
    expect(formatDuration(65 * 60_000)).toBe('1 h 5 min');
    expect(formatDuration(10 * 60_000 + 1_400)).toBe('10 min 1 s');
    expect(formatDuration(26 * 60 * 60_000)).toBe('1 d 2 h');
    expect(formatDuration(300)).toBe('under 1 s');
  });

  it("says a project on the machine's time has no offset", () => {
    expect(describeOffset(0)).toBe("none (the machine's time)");
    expect(describeOffset(5 * 60_000)).toBe('5 min ahead of the machine');
  });
});
