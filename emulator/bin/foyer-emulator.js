#!/usr/bin/env node
// In this repository the emulator runs from its TypeScript source, which tsx compiles on the fly; the
// packed package ships it compiled in dist/ (and no src/), which Node runs as it is.
import { existsSync } from 'node:fs';

const source = new URL('../src/cli.ts', import.meta.url);
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(source.href);
} else {
  await import('../dist/cli.js');
}
