import type { BenchConfigName } from './pages/bench-params';
import { ratio } from './stats';

/** Issue 7's goals. The bench reports them; it never fails on them. */
export const GOALS = {
  /** Foyer's median mount-to-interactive at most this share of Stytch's, on every config. */
  mountToInteractiveRatio: 0.7,
  /** Foyer's UI layer (gzip) for magic links only, downloaded before interactive. */
  magicLinksUiBudgetBytes: 25 * 1024,
  /** Foyer's UI layer at most this share of Stytch's, on every config. */
  uiBytesRatio: 0.5,
} as const;

export type GoalStatus = 'met' | 'not met' | 'not measured';
export type GoalCheck = { goal: string; config: string; actual: string; status: GoalStatus };

/** What the goals read of one config: medians in ms and UI-layer bytes (gzip) before interactive. */
export type GoalInput = {
  config: BenchConfigName;
  label: string;
  mountToInteractive: { foyer: number; stytch: number };
  uiBytes: { foyer: number; stytch: number };
};

function status(value: number, limit: number): GoalStatus {
  if (!Number.isFinite(value)) return 'not measured';
  return value <= limit ? 'met' : 'not met';
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : 'n/a');

export function evaluateGoals(inputs: readonly GoalInput[]): GoalCheck[] {
  const checks: GoalCheck[] = [];
  for (const input of inputs) {
    const speed = ratio(input.mountToInteractive.foyer, input.mountToInteractive.stytch);
    checks.push({
      goal: `mount-to-interactive ≤ ${GOALS.mountToInteractiveRatio}x Stytch's`,
      config: input.label,
      actual: times(speed),
      status: status(speed, GOALS.mountToInteractiveRatio),
    });
  }
  const magicLinks = inputs.find((input) => input.config === 'magicLinks');
  if (magicLinks) {
    checks.push({
      goal: `UI layer ≤ ${kb(GOALS.magicLinksUiBudgetBytes)} gzip`,
      config: magicLinks.label,
      actual: kb(magicLinks.uiBytes.foyer),
      status: status(magicLinks.uiBytes.foyer, GOALS.magicLinksUiBudgetBytes),
    });
  }
  for (const input of inputs) {
    const size = ratio(input.uiBytes.foyer, input.uiBytes.stytch);
    checks.push({
      goal: `UI layer ≤ ${GOALS.uiBytesRatio}x Stytch's`,
      config: input.label,
      actual: times(size),
      status: status(size, GOALS.uiBytesRatio),
    });
  }
  return checks;
}
