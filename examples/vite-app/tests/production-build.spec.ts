import { expect, test } from '@playwright/test';
import { buildViteAppForProduction } from '../../../scripts/vite-app';

// The README's page as its deployment builds it: no emulator, no browser, the live token from the
// build's environment.
test("its production build, made without exec, holds the live token and none of the emulator's options", () => {
  const liveToken = 'public-token-live-vite-app';
  const { code, output } = buildViteAppForProduction({ STYTCH_PUBLIC_TOKEN: liveToken });
  // Asked as booleans: a failure prints the sentence, not the whole bundle.
  expect(code.includes(liveToken), 'the build holds the live public token').toBe(true);
  // `emulatorClientOptions` names the emulator's One Tap frame: the page's test of
  // `import.meta.env.FOYER_EMULATOR_URL` is false at build time, so its branch is gone.
  expect(code.includes('/one-tap/clientside-services'), "the build holds the emulator's options").toBe(false);
  expect(output).not.toContain('foyer-emulator:');
});
