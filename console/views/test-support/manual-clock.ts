import type { StreamClock } from '../../port/event-stream';

/**
 * A clock that moves only when the test moves it: its timers fire in the order they fall due as
 * `advance` passes them, however long the machine takes meanwhile.
 */
export function manualClock(): StreamClock & { advance(ms: number): void } {
  let now = 0;
  let lastId = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const nextDue = (until: number) => {
    let due: [number, { at: number; run: () => void }] | undefined;
    for (const entry of timers) if (entry[1].at <= until && (!due || entry[1].at < due[1].at)) due = entry;
    return due;
  };
  return {
    setTimeout(run, ms) {
      lastId += 1;
      timers.set(lastId, { at: now + ms, run });
      return lastId;
    },
    clearTimeout(timer) {
      timers.delete(timer as number);
    },
    advance(ms) {
      const until = now + ms;
      for (let due = nextDue(until); due; due = nextDue(until)) {
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = until;
    },
  };
}
