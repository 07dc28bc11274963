// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as main from './index';
import * as server from './server';

describe('a React component imported from the main entry', () => {
  it('refuses to render and names the entry to import it from', () => {
    // @ts-expect-error the type asks for a prop named for the fix, so a type check refuses it too
    expect(() => renderToString(<main.FoyerLogin client={{}} />)).toThrow(
      "FoyerLogin is not in '@foyer/widget': import { FoyerLogin } from '@foyer/widget/react'",
    );
  });

  it('names the right component for each of the four', () => {
    const components = {
      FoyerPasswordReset: main.FoyerPasswordReset,
      FoyerPasskeyRegistration: main.FoyerPasskeyRegistration,
      FoyerIdentityProvider: main.FoyerIdentityProvider,
    };
    for (const [name, component] of Object.entries(components)) {
      const Component = component as unknown as () => null;
      expect(() => renderToString(<Component />)).toThrow(`import { ${name} } from '@foyer/widget/react'`);
    }
  });
});

describe('the main entry under the react-server condition', () => {
  it('exports the same names as the browser entry', () => {
    expect(Object.keys(server).sort()).toEqual(Object.keys(main).sort());
  });

  it('says where to call a mount function instead of mounting', () => {
    expect(() => server.mountLogin()).toThrow(
      "mountLogin mounts the widget into a browser page: call it from a client component ('use client')",
    );
  });
});
