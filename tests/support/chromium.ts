// The suites, the bench and ensure-chromium find and launch Chromium exactly as the testbed does.
export {
  BASE_CHROMIUM_FLAGS,
  type ChromiumFound,
  emulatorFlags,
  findChromium,
} from '../../main/chromium-launch';
