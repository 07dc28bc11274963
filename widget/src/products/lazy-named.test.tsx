import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyNamed } from './lazy-named';

const Loaded = () => <p>the screen</p>;

describe('a lazily loaded screen', () => {
  it('shows the loading state while its code is fetched the first time', async () => {
    let finish: (module: { Loaded: typeof Loaded }) => void = () => {};
    const Screen = lazyNamed(
      () => new Promise<{ Loaded: typeof Loaded }>((resolve) => (finish = resolve)),
      'Loaded',
    );
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => finish({ Loaded }));
    expect(await screen.findByText('the screen')).toBeTruthy();
  });

  it('renders in the same pass, without the loading state, once preloaded', async () => {
    const Screen = lazyNamed(async () => ({ Loaded }), 'Loaded');
    await Screen.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
    // No await: the screen is there when the first render returns.
    expect(screen.getByText('the screen')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });
});
