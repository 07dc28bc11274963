import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadEveryScreen } from './load-every-screen';
import { unmountAllWidgets } from './render-widget';

// findBy and waitFor wait for a state; their 1 s default would fail a loaded machine, not a broken widget.
configure({ asyncUtilTimeout: 10_000 });

// Widgets mount through their own React roots, so React must know updates are wrapped in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// React reports act() gaps, unmount races and caught render errors through console.error. A test that
// expects one spies on console.error itself (which keeps it from reaching this recorder); any other
// fails the test, so such warnings cannot pile up unnoticed.
const unexpectedErrors: string[] = [];
const printError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  unexpectedErrors.push(args.map(String).join(' '));
  printError(...args);
};

beforeAll(loadEveryScreen);

afterEach(() => {
  // Server-rendering tests run without a DOM.
  if (typeof window !== 'undefined') {
    unmountAllWidgets();
    cleanup();
    window.history.replaceState(null, '', '/');
  }
  const errors = unexpectedErrors.splice(0);
  if (errors.length > 0) {
    throw new Error(`console.error was called during the test:\n${errors.join('\n---\n')}`);
  }
});
