import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeClient } from '../../test-support/fake-client';
import {
  fakeClockUser,
  linkSignIn,
  passDebounce,
  passwordSignIn,
  stopShortOfDebounce,
  strengthAnswer,
} from '../../test-support/password-flow';
import { renderWidget } from '../../test-support/render-widget';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

const newPassword = () => screen.getByLabelText('New password') as HTMLInputElement;
const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;

describe('the password reset mount', () => {
  it('says "Reset your password" and checks the new password without an email', async () => {
    window.history.replaceState(null, '', '/reset?stytch_token_type=reset_password&token=reset-token-1');
    const fake = fakeClient()
      .resolves('passwords.strengthCheck', strengthAnswer({ valid: false, score: 1 }))
      .build();
    renderWidget(fake, { passwordResetToken: 'reset-token-1' }, 'passwordReset');
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    // From here only the test moves the clock: keystrokes a busy machine spaces out still count as one pause.
    vi.setTimerTickMode('manual');
    for (const typed of ['a', 'ab', 'abc']) {
      fireEvent.change(newPassword(), { target: { value: typed } });
      await stopShortOfDebounce();
    }
    expect(fake.calls('passwords.strengthCheck')).toEqual([]);
    await passDebounce();
    expect(fake.calls('passwords.strengthCheck')).toEqual([[{ password: 'abc' }]]);
    expect(continueButton().disabled).toBe(true);
  });

  it('resets the password with the token and session duration, then shows "Success!"', async () => {
    window.history.replaceState(
      null,
      '',
      '/reset?stytch_token_type=reset_password&token=reset-token-1&lang=en',
    );
    const fake = fakeClient()
      .resolves('passwords.strengthCheck', strengthAnswer())
      .resolves('passwords.resetByEmail', passwordSignIn)
      .build();
    const { events } = renderWidget(
      fake,
      { passwordResetToken: 'reset-token-1', config: { sessionOptions: { sessionDurationMinutes: 45 } } },
      'passwordReset',
    );
    const user = fakeClockUser();
    await user.type(await screen.findByLabelText('New password'), 'purple monkey dishwasher');
    await passDebounce();
    await user.click(continueButton());
    await screen.findByRole('heading', { name: 'Success!' });
    expect(fake.calls('passwords.resetByEmail')).toEqual([
      [{ token: 'reset-token-1', password: 'purple monkey dishwasher', session_duration_minutes: 45 }],
    ]);
    // A reload must not offer the form for the spent token again.
    expect(window.location.search).toBe('?lang=en');
    // Emitted from the success screen's effect, which may run after the heading is found.
    await vi.waitFor(() => expect(events).toContainEqual({ type: 'authenticate-flow-complete', data: {} }));
  });

  it("shows the server's error_message below the field, the token spent, when the reset link expired", async () => {
    window.history.replaceState(null, '', '/reset?stytch_token_type=reset_password&token=reset-token-1');
    const fake = fakeClient()
      .resolves('passwords.strengthCheck', strengthAnswer())
      .rejects(
        'passwords.resetByEmail',
        apiError('unable_to_auth_magic_link', 'The reset link has expired.', 401),
      )
      .build();
    const { errors } = renderWidget(fake, { passwordResetToken: 'reset-token-1' }, 'passwordReset');
    const user = fakeClockUser();
    await user.type(await screen.findByLabelText('New password'), 'purple monkey dishwasher');
    await passDebounce();
    await user.click(continueButton());
    expect((await screen.findByText('The reset link has expired.')).getAttribute('role')).toBe('alert');
    // The link is at fault, not the new password.
    expect(newPassword().getAttribute('aria-invalid')).toBeNull();
    expect(errors.map((error) => error.message)).toEqual(['The reset link has expired.']);
    expect(window.location.search).toBe('');
  });

  it('signs in with a login token directly, showing "Logging in..."', async () => {
    window.history.replaceState(null, '', '/reset?stytch_token_type=login&token=login-token-1');
    const builder = fakeClient();
    const signIn = builder.pending('magicLinks.authenticate');
    const fake = builder.build();
    renderWidget(fake, { passwordResetToken: 'login-token-1' }, 'passwordReset');
    expect(await screen.findByRole('heading', { name: 'Logging in...' })).toBeTruthy();
    // Said once, by the heading: no status region repeats it.
    expect(screen.getAllByText('Logging in...')).toHaveLength(1);
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(fake.calls('magicLinks.authenticate')).toEqual([
      ['login-token-1', { session_duration_minutes: 30 }],
    ]);
    signIn.resolve(linkSignIn);
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
  });

  it("shows the error screen, in the prebuilt UI's words, when the login token is spent", async () => {
    window.history.replaceState(null, '', '/reset?stytch_token_type=login&token=login-token-1');
    const fake = fakeClient()
      .rejects(
        'magicLinks.authenticate',
        apiError('unable_to_auth_magic_link', 'The link was already used.', 401),
      )
      .build();
    const { errors } = renderWidget(fake, { passwordResetToken: 'login-token-1' }, 'passwordReset');
    const spent =
      'The magic link could not be authenticated because it was either already used or expired. Please try again.';
    expect(await screen.findByRole('heading', { name: 'Looks like there was an error!' })).toBeTruthy();
    expect(screen.getByText(spent)).toBeTruthy();
    expect(errors.map((error) => error.message)).toEqual([spent]);
    expect(window.location.search).toBe('');
  });

  it("shows a refusal the widget has no words for in the server's", async () => {
    window.history.replaceState(null, '', '/reset?stytch_token_type=login&token=login-token-1');
    const fake = fakeClient()
      .rejects('magicLinks.authenticate', apiError('pkce_mismatch', 'The code_verifier does not match.'))
      .build();
    renderWidget(fake, { passwordResetToken: 'login-token-1' }, 'passwordReset');
    expect(await screen.findByText('The code_verifier does not match.')).toBeTruthy();
  });

  it('explains a reset mount without a token', async () => {
    renderWidget(fakeClient().build(), { passwordResetToken: '' }, 'passwordReset');
    expect(
      await screen.findByText(
        'This link has no reset token. Ask for a new reset email and open the link it contains.',
      ),
    ).toBeTruthy();
  });
});
