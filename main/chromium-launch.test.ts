import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMULATOR_HOSTNAME, GOOGLE_ACCOUNTS_HOSTNAME } from '@foyer/emulator';
import { describe, expect, it } from 'vitest';
import { EMULATOR_SDK_ORIGIN } from '../preload/api';
import { emulatorFlags, QUIET_PROFILE_PREFS, withPrefs, writeQuietProfilePrefs } from './chromium-launch';

describe('Chromium launch flags', () => {
  it("map the SDK origin's host and Google's One Tap host, the names the emulator's certificate holds, to the emulator alone", () => {
    expect(new URL(EMULATOR_SDK_ORIGIN).hostname).toBe(EMULATOR_HOSTNAME);
    expect(emulatorFlags('https://127.0.0.1:41002', 'pin=')).toEqual([
      `--host-resolver-rules=MAP ${EMULATOR_HOSTNAME} 127.0.0.1:41002,MAP ${GOOGLE_ACCOUNTS_HOSTNAME} 127.0.0.1:41002`,
      '--ignore-certificate-errors-spki-list=pin=',
    ]);
  });
});

describe("the testbed profile's quiet preferences", () => {
  it('turn off password saving, auto sign-in and autofill while keeping every other setting of the profile', () => {
    const existing = {
      profile: { name: 'Foyer', password_manager_enabled: true },
      autofill: { profile_enabled: true, last_version_deduped: 156 },
      session: { restore_on_startup: 1 },
    };
    expect(withPrefs(existing, QUIET_PROFILE_PREFS)).toEqual({
      credentials_enable_service: false,
      credentials_enable_autosignin: false,
      profile: { name: 'Foyer', password_manager_enabled: false },
      autofill: { profile_enabled: false, credit_card_enabled: false, last_version_deduped: 156 },
      session: { restore_on_startup: 1 },
    });
  });

  it('are written into a new profile, and into one whose Preferences file Chromium left unreadable', async () => {
    const profileDir = await mkdtemp(join(tmpdir(), 'foyer-profile-'));
    const preferences = join(profileDir, 'Default', 'Preferences');
    await writeQuietProfilePrefs(profileDir);
    expect(JSON.parse(await readFile(preferences, 'utf8'))).toEqual(QUIET_PROFILE_PREFS);

    await writeFile(preferences, '{"profile": {"name": "Fo');
    await writeQuietProfilePrefs(profileDir);
    expect(JSON.parse(await readFile(preferences, 'utf8'))).toEqual(QUIET_PROFILE_PREFS);
  });

  it('survive a restart that kept the rest of the profile', async () => {
    const profileDir = await mkdtemp(join(tmpdir(), 'foyer-profile-'));
    const preferences = join(profileDir, 'Default', 'Preferences');
    await mkdir(join(profileDir, 'Default'));
    await writeFile(preferences, JSON.stringify({ browser: { window_placement: { left: 10 } } }));
    await writeQuietProfilePrefs(profileDir);
    expect(JSON.parse(await readFile(preferences, 'utf8'))).toEqual({
      browser: { window_placement: { left: 10 } },
      ...QUIET_PROFILE_PREFS,
    });
  });
});
