import { configure } from '@testing-library/react';

// findBy and waitFor wait for a state; their 1 s default would fail a loaded machine, not a broken view.
configure({ asyncUtilTimeout: 10_000 });
