import { emulatorTests, MOCKING_TESTS } from './vitest.config.ts';

// The emulator's tests that replace a module, each in a module graph of its own.
export default emulatorTests({ name: 'emulator (isolated)', isolate: true, include: MOCKING_TESTS });
