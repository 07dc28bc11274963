import { createStytchClient } from '@stytch/vanilla-js/headless';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ptBR } from '../locales/pt-br';
import { fakeClient } from '../test-support/fake-client';
import type { WidgetHandle } from './options';
import { FoyerLogin, FoyerPasskeyRegistration, FoyerPasswordReset } from './react-components';

// Components given a public token make the page's client themselves: a fake one, counted.
vi.mock('@stytch/vanilla-js/headless', () => ({ createStytchClient: vi.fn() }));

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

  it('make one client from a public token and share it between every component on the page', async () => {
    const client = fakeClient().build().client;
    vi.mocked(createStytchClient).mockReturnValue(client);
    const handles: WidgetHandle[] = [];
    const onMount = (handle: WidgetHandle | null) => handle && handles.push(handle);
    const { unmount } = render(
      <>
        <FoyerLogin
          publicToken="public-token-test-shared"
          emulatorUrl="http://localhost:8787"
          onMount={onMount}
        />
        <FoyerLogin
          publicToken="public-token-test-shared"
          emulatorUrl="http://localhost:8787"
          onMount={onMount}
        />
      </>,
    );
    expect(await screen.findAllByRole('heading', { name: 'Sign up or log in' })).toHaveLength(2);
    expect(createStytchClient).toHaveBeenCalledTimes(1);
    expect(createStytchClient).toHaveBeenCalledWith('public-token-test-shared', {
      endpoints: expect.objectContaining({ testAPIURL: 'http://localhost:8787' }),
    });
    expect(handles).toHaveLength(2);
    unmount();
    await settleDeferredUnmount();
  });

  it('say at mount, where the host listens, that a redirect off the page origin will not be followed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    const { unmount } = render(
      <FoyerLogin
        client={fakeClient().build().client}
        afterSignInUrl="https://elsewhere.example/account"
        callbacks={{ onError }}
      />,
    );
    await screen.findByRole('heading', { name: 'Sign up or log in' });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0].message).toBe(
      `[foyer] afterSignInUrl: "https://elsewhere.example/account" leads away from this page's origin (${window.location.origin}): give a path such as /account.`,
    );
    unmount();
    await settleDeferredUnmount();
  });
});
