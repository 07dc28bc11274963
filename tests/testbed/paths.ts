import { resolve } from 'node:path';

export const TESTBED_TEST_BUILD = resolve(import.meta.dirname, '../../out/testbed-tests');
