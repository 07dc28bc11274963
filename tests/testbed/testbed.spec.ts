import { expect, test } from './fixtures';
import { SCENARIOS } from './scenarios';

// `npm run qa:record` sets these to keep a trace (and a video where ffmpeg exists) of every scenario.
if (process.env.FOYER_QA_RECORD) {
  test.use({ trace: 'on', video: process.env.FOYER_QA_VIDEO ? 'on' : 'off', screenshot: 'on' });
}

test.describe('the testbed in Chromium mode', () => {
  for (const scenario of SCENARIOS) {
    test(
      scenario.title,
      { tag: scenario.isSmoke ? '@smoke' : [] },
      async ({ testbed, control, publicToken, settingsFile, restartTestbed }, testInfo) => {
        await scenario.run({
          testbed,
          control,
          publicToken,
          settingsFile,
          testInfo,
          runtimeLabel: 'Chromium mode',
          restart: restartTestbed,
        });
      },
    );
  }
});

test.describe('the testbed tab in Chromium mode', () => {
  test("shows the project's backend credentials in the Emulator panel's Access section and changes which pages may use the project; goes nowhere but the testbed, the demo app and the emulator's pages, and only the testbed gets the bridge", async ({
    testbed,
    control,
    demoApp,
  }) => {
    const { page } = testbed;
    await test.step("the Emulator panel's Access section shows the credentials and saves the origins", async () => {
      const credentials = await control.credentials();
      const panel = await testbed.openPanel('Emulator');
      await expect(panel.getByRole('textbox', { name: 'Project id' })).toHaveValue(credentials.project_id);
      // The secret shows only on request.
      await panel.getByRole('button', { name: 'Reveal secret' }).click();
      await expect(panel.getByRole('textbox', { name: 'Secret' })).toHaveValue(credentials.secret);
      const origins = panel.getByLabel('Authorized origins');
      await expect(origins).toHaveValue('http://localhost:*\nhttp://127.0.0.1:*\nhttp://[::1]:*');
      await origins.fill(`${testbed.origin}\nhttps://app.example`);
      await panel.getByRole('button', { name: 'Save origins' }).click();
      await expect(panel.getByRole('status').filter({ hasText: 'Authorized origins saved.' })).toBeVisible();
      expect((await control.settings()).authorized_origins).toEqual([testbed.origin, 'https://app.example']);
    });

    await test.step('the tab goes nowhere else, and only the testbed gets the bridge', async () => {
      // The same server under another origin: a navigation the policy must refuse, with no error page.
      const elsewhere = `${testbed.origin.replace('localhost', '127.0.0.1')}/`;
      await expect(page.goto(elsewhere)).rejects.toThrow(/ERR_ABORTED/);
      expect(new URL(page.url()).origin).toBe(testbed.origin);
      await expect(testbed.mountStatus).toHaveText(/Mounted: login/);

      // The demo app is allowed in the tab, but it is not the testbed: no window.testbed there.
      await page.goto(demoApp.endpoints.homeUrl);
      await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
      expect(await page.evaluate(() => 'testbed' in window)).toBe(false);
    });
  });
});
