import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { unmountAllWidgets } from './render-widget';

// Widgets mount through their own React roots, so React must know updates are wrapped in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  // Server-rendering tests run without a DOM.
  if (typeof window === 'undefined') return;
  unmountAllWidgets();
  cleanup();
  window.history.replaceState(null, '', '/');
});
