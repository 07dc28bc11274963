import { EMULATOR_HOSTNAME, GOOGLE_ACCOUNTS_HOSTNAME } from '@foyer/emulator';
import { describe, expect, it } from 'vitest';
import { EMULATOR_SDK_ORIGIN } from '../preload/api';
import { emulatorFlags } from './chromium-launch';

describe('Chromium launch flags', () => {
  it("map the SDK origin's host and Google's One Tap host, the names the emulator's certificate holds, to the emulator alone", () => {
    expect(new URL(EMULATOR_SDK_ORIGIN).hostname).toBe(EMULATOR_HOSTNAME);
    expect(emulatorFlags('https://127.0.0.1:41002', 'pin=')).toEqual([
      `--host-resolver-rules=MAP ${EMULATOR_HOSTNAME} 127.0.0.1:41002,MAP ${GOOGLE_ACCOUNTS_HOSTNAME} 127.0.0.1:41002`,
      '--ignore-certificate-errors-spki-list=pin=',
    ]);
  });
});
