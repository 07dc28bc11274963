import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OAUTH_PROVIDER_TYPES, type OAuthProviderConfig } from '../config/types';
import { es } from '../locales/es';
import { apiError, fakeClient } from '../test-support/fake-client';
import { renderWidget } from '../test-support/render-widget';
import { mountLogin } from './entry-points';
import type { WidgetHandle } from './options';

describe('mounting', () => {
  it('throws when the selector matches nothing on the page', () => {
    expect(() => mountLogin({ client: fakeClient().build().client, element: '#nowhere' })).toThrow(
      /applies to no DOM elements currently on the page/,
    );
  });

  it('mounts into the first element a selector matches', async () => {
    const element = document.createElement('section');
    element.id = 'login-here';
    document.body.append(element);
    // Mounted directly rather than through renderWidget, so React is told about it here.
    let handle: WidgetHandle | undefined;
    act(() => {
      handle = mountLogin({ client: fakeClient().build().client, element: '#login-here' });
    });
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    expect(element.querySelector('.foyer-root')).not.toBeNull();
    act(() => handle?.unmount());
    expect(element.querySelector('.foyer-root')).toBeNull();
    element.remove();
  });

  it('has Main and its form in the page when mountLogin returns, with no scheduler turn between', () => {
    const element = document.body.appendChild(document.createElement('div'));
    let inputWhenReturned: Element | null = null;
    let handle: WidgetHandle | undefined;
    act(() => {
      handle = mountLogin({ client: fakeClient().build().client, element });
      // Read before act() ends: act would otherwise flush scheduled work and hide a late render.
      inputWhenReturned = element.querySelector('input[type="email"]');
    });
    expect(inputWhenReturned).not.toBeNull();
    act(() => handle?.unmount());
    element.remove();
  });

  it('shows a config error in place of the widget', async () => {
    renderWidget(fakeClient().build(), {
      config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } },
    });
    expect((await screen.findByText('Error: Cannot use both EML and Email OTP')).getAttribute('role')).toBe(
      'alert',
    );
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('exposes the Valtio state and re-renders on update()', async () => {
    const { handle } = renderWidget(fakeClient().build());
    expect(handle.state.screen).toBe('Main');
    await screen.findByRole('heading', { name: 'Sign up or log in' });
    act(() => handle.update({ locale: es }));
    expect(await screen.findByRole('heading', { name: 'Regístrate o inicia sesión' })).toBeTruthy();
    act(() => handle.update({ strings: { 'main.title': 'Welcome back' } }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  });

  it('renders into a shadow root with the stylesheet adopted there when enableShadowDOM is on', async () => {
    const { element } = renderWidget(fakeClient().build(), { config: { enableShadowDOM: true } });
    await waitFor(() => expect(element.shadowRoot?.querySelector('.foyer-title')).not.toBeNull());
    expect(element.shadowRoot?.querySelector('.foyer-root')).not.toBeNull();
    expect(element.shadowRoot?.adoptedStyleSheets.length).toBe(1);
    expect(element.querySelector('.foyer-root')).toBeNull();
  });

  it('sets the theme as CSS variables, with host overrides', async () => {
    const { element } = renderWidget(fakeClient().build(), {
      styles: { colors: { primary: '#112233' }, container: { width: '360px' } },
    });
    await screen.findByRole('heading', { name: 'Sign up or log in' });
    const root = element.querySelector<HTMLElement>('.foyer-root');
    expect(root?.style.getPropertyValue('--foyer-color-primary')).toBe('#112233');
    expect(root?.style.getPropertyValue('--foyer-container-width')).toBe('360px');
    expect(root?.style.getPropertyValue('--foyer-button-height')).toBe('45px');
    expect(root?.style.getPropertyValue('--foyer-input-height')).toBe('47px');
  });

  it('hides the Main title visually but keeps it for screen readers with hideHeaderText', async () => {
    renderWidget(fakeClient().build(), { styles: { hideHeaderText: true } });
    const heading = await screen.findByRole('heading', { name: 'Sign up or log in' });
    expect(heading.classList.contains('foyer-visually-hidden')).toBe(true);
  });

  it('shows the watermark when bootstrap asks for it', async () => {
    renderWidget(fakeClient().withBootstrap({ displayWatermark: true }).build());
    const mark = await screen.findByRole('img', { name: 'Powered by Stytch' });
    expect(mark.getAttribute('width')).toBe('150');
    const link = screen.getByRole('link', { name: 'Powered by Stytch (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows no watermark when bootstrap disables it', async () => {
    renderWidget(fakeClient().withBootstrap({ displayWatermark: false }).build());
    await screen.findByLabelText('Email');
    expect(screen.queryByRole('img', { name: 'Powered by Stytch' })).toBeNull();
  });

  it('leaves the public-token warnings to the client and repeats none of them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWidget(fakeClient().withPublicToken('pk_live_123').withBootstrap({ vertical: 'B2B' }).build());
    await screen.findByLabelText('Email');
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });
});

describe('other mount modes', () => {
  it('shows the passkey registration error when the server says nobody is signed in', async () => {
    const unauthorized = apiError('unauthorized_credentials', 'Unauthorized credentials.', 401);
    const fake = fakeClient()
      .handles('user.getSync', () => null)
      .rejects('user.get', unauthorized)
      .build();
    const { errors } = renderWidget(fake, {}, 'passkeyRegistration');
    expect(await screen.findByRole('heading', { name: 'Looks like there was an error!' })).toBeTruthy();
    const text = 'Error: Cannot use PasskeyRegistration component without active user authenticated.';
    expect(screen.getByText(text)).toBeTruthy();
    expect(errors).toEqual([{ message: text, cause: unauthorized }]);
  });

  it('warns through onError about OAuth providers it leaves out, and still shows the others', async () => {
    const fake = fakeClient()
      .handles('session.getSync', () => null)
      .handles('session.onChange', () => () => {})
      .build();
    const providers = [{ type: 'github' }, { type: 'myspace' }, { type: 'github' }] as OAuthProviderConfig[];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { errors } = renderWidget(fake, { config: { products: ['oauth'], oauthOptions: { providers } } });
    expect(await screen.findByRole('button', { name: 'Continue with GitHub' })).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Continue with GitHub',
    ]);
    expect(errors.map(({ message }) => message)).toEqual([
      `Unknown OAuth provider types, so left out: myspace. Known types: ${OAUTH_PROVIDER_TYPES.join(', ')}.`,
      'OAuth providers listed more than once; only the first entry of each is used: github.',
    ]);
    expect(warn.mock.calls.map(([text]) => text)).toEqual(errors.map(({ message }) => `[foyer] ${message}`));
    warn.mockRestore();
  });

  it('names the missing identity-provider parameter', async () => {
    window.history.replaceState(null, '', '/consent?client_id=app-1');
    const fake = fakeClient()
      .handles('session.getSync', () => null)
      .build();
    renderWidget(fake, {}, 'identityProvider');
    expect(
      await screen.findByText(
        'Required parameter is missing: redirect_uri. Please reach out to the application developer.',
      ),
    ).toBeTruthy();
  });

  it('checks the logout parameters when post_logout_redirect_uri is present', async () => {
    window.history.replaceState(null, '', '/logout?post_logout_redirect_uri=https%3A%2F%2Fapp.test');
    renderWidget(fakeClient().build(), {}, 'identityProvider');
    expect(
      await screen.findByText(
        'Required parameter is missing: client_id. Please reach out to the application developer.',
      ),
    ).toBeTruthy();
  });

  it('asks for a session on the identity-provider screen when nobody is logged in', async () => {
    window.history.replaceState(
      null,
      '',
      '/consent?client_id=app-1&redirect_uri=https%3A%2F%2Fapp.test%2Fcb',
    );
    const fake = fakeClient()
      .handles('session.getSync', () => null)
      .build();
    renderWidget(fake, {}, 'identityProvider');
    expect(await screen.findByText('No active session detected. Please log in to continue.')).toBeTruthy();
  });

  it('keeps the reset token and reads the token type from the page address', async () => {
    window.history.replaceState(null, '', '/reset?stytch_token_type=login&token=abc');
    const builder = fakeClient();
    builder.pending('magicLinks.authenticate');
    const { handle } = renderWidget(builder.build(), { passwordResetToken: 'abc' }, 'passwordReset');
    await screen.findByRole('heading', { name: 'Logging in...' });
    expect(handle.state.screen).toBe('PasswordResetForm');
    expect(handle.state.formState.resetPasswordState).toEqual({ token: 'abc', tokenType: 'login' });
  });

  it('treats any other token type as a reset token', async () => {
    window.history.replaceState(null, '', '/reset?stytch_token_type=reset_password&token=abc');
    const { handle } = renderWidget(fakeClient().build(), { passwordResetToken: 'abc' }, 'passwordReset');
    await screen.findByRole('heading', { name: 'Reset your password' });
    expect(handle.state.formState.resetPasswordState).toEqual({ token: 'abc', tokenType: 'reset_password' });
  });
});
