/**
 * Records, on the page's own clock, the first moment a text, email or phone input is enabled and
 * visible: after every DOM change (the widget rendering or enabling its input) and on every frame
 * (a stylesheet arriving can reveal an input without any DOM change). Installed before the mount
 * call, so both products are observed by the same code at the same points.
 */
export type BenchTimings = {
  /** `performance.now()` at the `mount-start` mark. */
  mountStart?: number;
  /** `performance.now()` when the first usable input was found. */
  interactive?: number;
  errors: string[];
};

declare global {
  interface Window {
    benchTimings: BenchTimings;
  }
}

/**
 * What the probe writes to the page's console once the input is usable: the runner waits for it
 * rather than evaluate anything in the page while it loads (Playwright's polling first puts its own
 * script into the page, on the main thread the load is timed on).
 */
export const INTERACTIVE_MESSAGE = 'foyer-bench-interactive';

const TEXT_INPUTS = 'input[type="email"], input[type="text"], input[type="tel"], input:not([type])';

function isUsable(input: HTMLInputElement): boolean {
  if (input.disabled || input.readOnly) return false;
  if (!input.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
  const box = input.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
}

export function watchForInteractiveInput(): BenchTimings {
  const timings: BenchTimings = { errors: [] };
  window.benchTimings = timings;
  window.addEventListener('error', (event) => timings.errors.push(String(event.message)));
  window.addEventListener('unhandledrejection', (event) => timings.errors.push(String(event.reason)));

  let isFound = false;
  const check = () => {
    if (isFound) return;
    const inputs = document.querySelectorAll<HTMLInputElement>(TEXT_INPUTS);
    if (!Array.from(inputs).some(isUsable)) return;
    isFound = true;
    timings.interactive = performance.now();
    observer.disconnect();
    console.debug(INTERACTIVE_MESSAGE);
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  const onFrame = () => {
    check();
    if (!isFound) requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
  return timings;
}

/** Marks the mount call; the page calls it on the line before mounting. */
export function markMountStart(timings: BenchTimings): void {
  timings.mountStart = performance.mark('mount-start').startTime;
}
