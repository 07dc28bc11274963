#!/usr/bin/env node
// The emulator ships as TypeScript source; tsx compiles it on the fly so the bin needs no build step.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/cli.ts');
