import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'emulator',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    passWithNoTests: true,
  },
});
