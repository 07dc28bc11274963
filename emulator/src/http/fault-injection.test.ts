import { describe, expect, it } from 'vitest';
import { normalizeEndpoint } from './fault-injection';

// A fault on a route whose project is named in its path: bootstrap/browser-routes.test.ts.

describe('normalizeEndpoint', () => {
  it.each(['/otps/authenticate', 'otps/authenticate', '/otps/authenticate/', '/sdk/v1/otps/authenticate'])(
    'reads %j as /otps/authenticate',
    (endpoint) => {
      expect(normalizeEndpoint(endpoint)).toBe('/otps/authenticate');
    },
  );
});
