import { resolve } from 'node:path';

/** Where the run's gallery page is built (build.setup.ts) and served from. */
export const GALLERY_TEST_BUILD = resolve(import.meta.dirname, '../../out/gallery-tests');
