// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fakeClient } from './test-support/fake-client';

describe('server-side rendering', () => {
  it('imports without a window and renders the React component as an empty host element', async () => {
    expect(typeof window).toBe('undefined');
    await import('./index');
    const widget = await import('./react');
    const html = renderToString(<widget.FoyerLogin client={fakeClient().build().client} />);
    expect(html).toBe('<div class="foyer-host" part="host"></div>');
  });
});
