import { test } from './fixtures';
import { SCENARIOS } from './scenarios';

// `npm run qa:record` sets these to keep a trace (and a video where ffmpeg exists) of every scenario.
if (process.env.FOYER_QA_RECORD) {
  test.use({ trace: 'on', video: process.env.FOYER_QA_VIDEO ? 'on' : 'off', screenshot: 'on' });
}

test.describe('the testbed in Chromium mode', () => {
  for (const scenario of SCENARIOS) {
    test(
      scenario.title,
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
