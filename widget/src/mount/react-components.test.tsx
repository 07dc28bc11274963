import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ptBR } from '../locales/pt-br';
import { fakeClient } from '../test-support/fake-client';
import type { WidgetHandle } from './options';
import { FoyerLogin, FoyerPasskeyRegistration, FoyerPasswordReset } from './react-components';

/** The widget's own root unmounts just after the host's commit; this lets that happen inside act. */
const settleDeferredUnmount = () => act(async () => {});

describe('React components', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('mount the login widget, hand over its handle and follow prop changes', async () => {
    const client = fakeClient().build().client;
    const onMount = vi.fn<(handle: WidgetHandle | null) => void>();
    const { rerender, unmount } = render(<FoyerLogin client={client} onMount={onMount} />);
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    expect(onMount.mock.calls[0]?.[0]?.state.screen).toBe('Main');

    rerender(<FoyerLogin client={client} onMount={onMount} locale={ptBR} />);
    expect(await screen.findByRole('heading', { name: 'Cadastre-se ou entre' })).toBeTruthy();

    unmount();
    expect(onMount).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('heading')).toBeNull();
    await settleDeferredUnmount();
  });

  it('unmount without React warning about unmounting a root while it renders', async () => {
    const error = vi.spyOn(console, 'error');
    const { unmount } = render(<FoyerLogin client={fakeClient().build().client} />);
    await screen.findByRole('heading', { name: 'Sign up or log in' });
    unmount();
    await settleDeferredUnmount();
    expect(error).not.toHaveBeenCalled();
  });

  it('start a new reset widget when passwordResetToken changes', async () => {
    const client = fakeClient().build().client;
    const handles: (WidgetHandle | null)[] = [];
    const onMount = (handle: WidgetHandle | null) => handles.push(handle);
    const { rerender, unmount } = render(
      <FoyerPasswordReset client={client} passwordResetToken="token-1" onMount={onMount} />,
    );
    await screen.findByRole('heading', { name: 'Reset your password' });
    rerender(<FoyerPasswordReset client={client} passwordResetToken="token-2" onMount={onMount} />);
    await settleDeferredUnmount();
    expect(handles.map((handle) => handle?.state.formState.resetPasswordState?.token ?? null)).toEqual([
      'token-1',
      null,
      'token-2',
    ]);
    expect(await screen.findAllByRole('heading', { name: 'Reset your password' })).toHaveLength(1);
    unmount();
    await settleDeferredUnmount();
  });

  it('show the passkey registration error when nobody is signed in', async () => {
    const client = fakeClient()
      .handles('user.getSync', () => null)
      .rejects('user.get', new Error('unauthorized'))
      .build().client;
    const { unmount } = render(<FoyerPasskeyRegistration client={client} />);
    expect(
      await screen.findByText(
        'Error: Cannot use PasskeyRegistration component without active user authenticated.',
      ),
    ).toBeTruthy();
    unmount();
    await settleDeferredUnmount();
  });
});
