import { expect, test } from '../support/fixtures';
import { REFUSAL_CODE, takeRefusals } from '../support/loopback-guard';

// The suite's own guard, tried on purpose: each test forgets what it caused, or the guard fails it.
test.describe('the loopback guard of the end-to-end suites', () => {
  test("refuses a page's request to a public host and names the host for the test's failure", async ({
    page,
    loopbackOnly,
  }) => {
    await page.goto('/client.html');
    const outcome = await page.evaluate(() =>
      fetch('https://example.com/').then(
        () => 'answered',
        (error: Error) => error.message,
      ),
    );
    expect(outcome).toBe('Failed to fetch');
    expect(loopbackOnly.refusals.map((refusal) => refusal.host)).toEqual(['example.com']);
    loopbackOnly.refusals.length = 0;
  });

  test("refuses the worker's own connection to a public host before looking it up", async () => {
    const failure = await fetch('https://example.com/').then(
      () => undefined,
      (error: Error & { cause?: unknown }) => error.cause,
    );
    expect(failure).toMatchObject({ code: REFUSAL_CODE, host: 'example.com' });
    expect(takeRefusals().map((refusal) => refusal.host)).toEqual(['example.com']);
  });
});
