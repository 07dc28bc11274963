import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../test-support/fake-client';
import type { WidgetHandle } from './options';
import { FoyerLogin, FoyerPasskeyRegistration } from './react-components';

describe('React components', () => {
  it('mount the login widget, hand over its handle and follow prop changes', async () => {
    const client = fakeClient().build().client;
    const onMount = vi.fn<(handle: WidgetHandle | null) => void>();
    const { rerender, unmount } = render(<FoyerLogin client={client} onMount={onMount} />);
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    expect(onMount.mock.calls[0]?.[0]?.state.screen).toBe('Main');

    rerender(<FoyerLogin client={client} onMount={onMount} locale="pt-br" />);
    expect(await screen.findByRole('heading', { name: 'Cadastre-se ou entre' })).toBeTruthy();

    unmount();
    expect(onMount).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('show the passkey registration error when nobody is signed in', async () => {
    const client = fakeClient()
      .handles('user.getSync', () => null)
      .build().client;
    render(<FoyerPasskeyRegistration client={client} />);
    expect(
      await screen.findByText(
        'Error: Cannot use PasskeyRegistration component without active user authenticated.',
      ),
    ).toBeTruthy();
  });
});
