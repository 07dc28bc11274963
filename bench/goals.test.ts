import { describe, expect, it } from 'vitest';
import { evaluateGoals, GOALS, type GoalInput } from './goals';

const KB = 1024;

function input(overrides: Partial<GoalInput> = {}): GoalInput {
  return {
    config: 'magicLinks',
    label: 'magic links only',
    mountToInteractive: { foyer: 100, stytch: 200 },
    uiBytes: { foyer: 20 * KB, stytch: 60 * KB },
    ...overrides,
  };
}

const statusOf = (inputs: GoalInput[], goal: string, config: string) =>
  evaluateGoals(inputs).find((check) => check.goal.startsWith(goal) && check.config === config)?.status;

describe('evaluateGoals', () => {
  it('meets the speed goal at exactly 0.7x Stytch and misses it just above', () => {
    const atLimit = input({ mountToInteractive: { foyer: 140, stytch: 200 } });
    const above = input({ mountToInteractive: { foyer: 141, stytch: 200 } });
    expect(statusOf([atLimit], 'mount-to-interactive', 'magic links only')).toBe('met');
    expect(statusOf([above], 'mount-to-interactive', 'magic links only')).toBe('not met');
  });

  it('checks speed and UI ratio on every config, and the 25 KB budget on magic links only', () => {
    const passcodes = input({
      config: 'passcodes',
      label: 'SMS and email passcodes',
      uiBytes: { foyer: 40 * KB, stytch: 60 * KB },
    });
    const checks = evaluateGoals([input(), passcodes]);
    expect(checks.map((check) => [check.goal.split(' ≤')[0], check.config])).toEqual([
      ['mount-to-interactive', 'magic links only'],
      ['mount-to-interactive', 'SMS and email passcodes'],
      ['UI layer', 'magic links only'],
      ['UI layer', 'magic links only'],
      ['UI layer', 'SMS and email passcodes'],
    ]);
    expect(statusOf([passcodes], 'UI layer ≤ 0.5x', 'SMS and email passcodes')).toBe('not met');
  });

  it('meets the UI budget at 25 KB and misses it one byte above', () => {
    const at = input({ uiBytes: { foyer: GOALS.magicLinksUiBudgetBytes, stytch: 100 * KB } });
    const over = input({ uiBytes: { foyer: GOALS.magicLinksUiBudgetBytes + 1, stytch: 100 * KB } });
    expect(statusOf([at], 'UI layer ≤ 25.0 KB', 'magic links only')).toBe('met');
    expect(statusOf([over], 'UI layer ≤ 25.0 KB', 'magic links only')).toBe('not met');
  });

  it('says "not measured" when a product had no good run, instead of passing or failing', () => {
    const noStytch = input({ mountToInteractive: { foyer: 100, stytch: Number.NaN } });
    expect(statusOf([noStytch], 'mount-to-interactive', 'magic links only')).toBe('not measured');
  });

  it('shows the measured ratio and size', () => {
    const checks = evaluateGoals([input()]);
    expect(checks.map((check) => check.actual)).toEqual(['0.50x', '20.0 KB', '0.33x']);
  });
});
