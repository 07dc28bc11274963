import { SCENARIOS } from '../testbed/scenarios';
import { electronSkipReason } from './electron-build';
import { test } from './electron-fixtures';

test.describe('the testbed in Electron', () => {
  test.skip(electronSkipReason !== null, electronSkipReason ?? '');

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
          runtimeLabel: 'Electron',
          restart: restartTestbed,
        });
      },
    );
  }
});
