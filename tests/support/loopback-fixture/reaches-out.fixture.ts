import { expect, it } from 'vitest';

// Run only by loopback-guard.test.ts, through the guard's setup file: the refusal is swallowed here,
// as a client's background call would swallow it, and the test must still fail by the host's name.
it('fetches a public host and ignores the failure', async () => {
  const outcome = await fetch('https://example.com/').then(
    () => 'answered',
    () => 'refused',
  );
  expect(outcome).toBe('refused');
});
