/** What a countdown reads the time from: the wall clock in the testbed, a hand-moved one in tests. */
export type Clock = {
  now(): number;
  /** Calls `tick` about once a second until the returned function is called. */
  everySecond(tick: () => void): () => void;
};

export const systemClock: Clock = {
  now: () => Date.now(),
  everySecond(tick) {
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  },
};
