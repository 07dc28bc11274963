import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor wait for a state; their 1 s default would fail a loaded machine, not a broken panel.
configure({ asyncUtilTimeout: 10_000 });

// Files share a worker (isolate: false) and vitest has no globals, so Testing Library cannot unmount on its
// own: a tree left mounted would commit after its file's DOM is gone and fail whichever file runs next.
afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});
