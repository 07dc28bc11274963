import { MOCKING_TESTS, widgetTests } from './vitest.config.ts';

// The widget's tests that replace a module, each in a module graph of its own.
export default widgetTests({ name: 'widget (isolated)', isolate: true, include: MOCKING_TESTS });
