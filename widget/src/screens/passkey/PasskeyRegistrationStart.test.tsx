import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WidgetClient } from '../../client/widget-client';
import { apiError, type FakeClientBuilder, fakeClient } from '../../test-support/fake-client';
import { userWithPasskeys } from '../../test-support/passkeys';
import { renderWidget } from '../../test-support/render-widget';

type RegisterResult = Awaited<ReturnType<WidgetClient['webauthn']['register']>>;

const DUPLICATE =
  'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.';
const NOT_CREATED =
  'Your Passkey was not created. Click Create a Passkey to try again or skip without adding a Passkey.';

function signedIn(builder: FakeClientBuilder = fakeClient()) {
  const user = userWithPasskeys({ id: 'webauthn-registration-test-1', name: 'Laptop' });
  return builder.handles('user.getSync', () => user).resolves('user.get', user);
}

describe('PasskeyRegistrationStart', () => {
  it('shows "Set up a new Passkey" at once for a cached user, and checks with the server too', async () => {
    const fake = signedIn().build();
    renderWidget(fake, {}, 'passkeyRegistration');
    expect(await screen.findByRole('heading', { name: 'Set up a new Passkey' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create a Passkey' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeTruthy();
    expect(fake.calls('user.get')).toHaveLength(1);
  });

  it('waits for the server when nothing is cached, and goes on when it knows the user', async () => {
    const builder = fakeClient().handles('user.getSync', () => null);
    const check = builder.pending('user.get');
    const fake = builder.build();
    renderWidget(fake, {}, 'passkeyRegistration');
    // The screen has loaded and asked the server; until it answers, it shows only that it is loading.
    await waitFor(() => expect(fake.calls('user.get')).toHaveLength(1));
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create a Passkey' })).toBeNull();
    await act(async () => check.resolve(userWithPasskeys()));
    expect(await screen.findByRole('heading', { name: 'Set up a new Passkey' })).toBeTruthy();
  });

  it('shows the no-user error when the server says the cached user is signed out', async () => {
    const signedOut = apiError('unauthorized_credentials', 'Unauthorized.', 401);
    const fake = fakeClient()
      .handles('user.getSync', () => userWithPasskeys())
      .rejects('user.get', signedOut)
      .build();
    const { errors, handle } = renderWidget(fake, {}, 'passkeyRegistration');
    const text = 'Error: Cannot use PasskeyRegistration component without active user authenticated.';
    expect(await screen.findByText(text)).toBeTruthy();
    expect(handle.state.screen).toBe('Error');
    expect(errors).toEqual([{ message: text, cause: signedOut }]);
  });

  it("creates a passkey for this page's domain and lists the user's passkeys", async () => {
    const builder = signedIn();
    const created = builder.pending('webauthn.register');
    const { user, events } = renderWidget(builder.build(), {}, 'passkeyRegistration');
    await user.click(await screen.findByRole('button', { name: 'Create a Passkey' }));
    expect((screen.getByRole('button', { name: /Create a Passkey/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Skip' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () =>
      created.resolve({
        webauthn_registration_id: 'webauthn-registration-test-2',
        user: userWithPasskeys(
          { id: 'webauthn-registration-test-1', name: 'Laptop' },
          { id: 'webauthn-registration-test-2', name: 'Phone' },
        ),
      } as RegisterResult),
    );
    const heading = await screen.findByRole('heading', { name: 'Passkey successfully created!' });
    // The heading takes focus in an effect after the screen commits, not with its first paint.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('list', { name: 'Existing Passkeys' }).textContent).toContain('Phone');
    expect(events).toContainEqual({
      type: 'PasskeyRegister',
      data: { webauthn_registration_id: 'webauthn-registration-test-2' },
    });
  });

  it("sends is_passkey, the page's domain and the session duration", async () => {
    const builder = signedIn();
    builder.pending('webauthn.register');
    const fake = builder.build();
    const { user } = renderWidget(
      fake,
      { config: { sessionOptions: { sessionDurationMinutes: 45 } } },
      'passkeyRegistration',
    );
    await user.click(await screen.findByRole('button', { name: 'Create a Passkey' }));
    expect(fake.calls('webauthn.register')).toEqual([
      [{ domain: window.location.hostname, is_passkey: true, session_duration_minutes: 45 }],
    ]);
  });

  it.each([
    [
      'the browser refuses an already registered authenticator',
      new DOMException('The authenticator was previously registered', 'InvalidStateError'),
      DUPLICATE,
    ],
    [
      'the user cancels or the prompt times out',
      new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'),
      NOT_CREATED,
    ],
    ['the server refuses the credential', apiError('invalid_attestation', 'Bad attestation.'), NOT_CREATED],
  ])('says why in the warning banner when %s, and reports it', async (_case, failure, text) => {
    const fake = signedIn().rejects('webauthn.register', failure).build();
    const { user, errors, handle } = renderWidget(fake, {}, 'passkeyRegistration');
    await user.click(await screen.findByRole('button', { name: 'Create a Passkey' }));
    const banner = await screen.findByText(text);
    expect(banner.getAttribute('role')).toBe('alert');
    expect(handle.state.errorDescriptor).not.toBeNull();
    expect(errors).toEqual([{ message: text, cause: failure }]);
    expect((screen.getByRole('button', { name: 'Create a Passkey' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('clears the banner when the user tries again', async () => {
    const builder = signedIn().rejects('webauthn.register', new DOMException('No.', 'NotAllowedError'));
    const fake = builder.build();
    const { user } = renderWidget(fake, {}, 'passkeyRegistration');
    await user.click(await screen.findByRole('button', { name: 'Create a Passkey' }));
    await screen.findByText(NOT_CREATED);
    builder.pending('webauthn.register');
    await user.click(screen.getByRole('button', { name: 'Create a Passkey' }));
    await waitFor(() => expect(screen.queryByText(NOT_CREATED)).toBeNull());
  });

  it('"Skip" goes to the passkey list too, and says so', async () => {
    const { user, events, handle } = renderWidget(signedIn().build(), {}, 'passkeyRegistration');
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'Passkey successfully created!' })).toBeTruthy();
    expect(handle.state.formState.passkeyState.registrations).toEqual([
      { id: 'webauthn-registration-test-1', name: 'Laptop' },
    ]);
    expect(events).toContainEqual({ type: 'PasskeySkip', data: {} });
  });
});
