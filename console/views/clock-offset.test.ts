import { describe, expect, it } from 'vitest';
import { advanceFromInput, describeOffset, formatDuration } from './clock-offset';

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

describe('a custom advance', () => {
  it('turns an amount of minutes, hours or days into milliseconds', () => {
    expect(advanceFromInput('90', 'minutes')).toEqual({ ms: 90 * 60_000 });
    expect(advanceFromInput(' 1.5 ', 'hours')).toEqual({ ms: 90 * 60_000 });
    expect(advanceFromInput('365', 'days')).toEqual({ ms: 365 * 24 * 60 * 60_000 });
  });

  it('refuses nothing, a move back, and more than a year', () => {
    expect(advanceFromInput('', 'minutes')).toEqual({ problem: 'Enter how far to advance, as a number.' });
    expect(advanceFromInput('soon', 'hours')).toEqual({ problem: 'Enter how far to advance, as a number.' });
    expect(advanceFromInput('0', 'days')).toEqual({
      problem: 'Advance by more than nothing: the clock only moves forward.',
    });
    expect(advanceFromInput('-2', 'hours')).toMatchObject({
      problem: expect.stringMatching(/^Advance by more/),
    });
    expect(advanceFromInput('366', 'days')).toEqual({ problem: 'Advance by at most 365 days at a time.' });
    expect(advanceFromInput(String(365 * 24 + 1), 'hours')).toEqual({
      problem: 'Advance by at most 365 days at a time.',
    });
  });
});
