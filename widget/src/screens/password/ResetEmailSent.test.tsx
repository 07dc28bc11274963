import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, type FakeClientBuilder, fakeClient } from '../../test-support/fake-client';
import { openPasswordScreen, sent, strengthAnswer } from '../../test-support/password-flow';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Each reset-email screen, and how a user gets there from Main. */
const SCREENS = [
  {
    title: 'Forgot password?',
    async reach(builder: FakeClientBuilder) {
      const opened = await openPasswordScreen(builder, 'password');
      await opened.user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
      return opened;
    },
  },
  {
    title: 'Check your email!',
    reach: (builder: FakeClientBuilder) => openPasswordScreen(builder, 'passwordless'),
  },
  {
    title: 'Check your email to set a new password',
    async reach(builder: FakeClientBuilder) {
      builder
        .rejects('passwords.authenticate', apiError('reset_password', 'Reset first.'))
        .resolves('passwords.strengthCheck', strengthAnswer({ valid: false, breached: true }));
      const opened = await openPasswordScreen(builder, 'password');
      await opened.user.type(screen.getByLabelText('Password'), 'password1');
      await opened.user.click(screen.getByRole('button', { name: 'Continue' }));
      return opened;
    },
  },
  {
    title: 'Check your email to set a new password!',
    async reach(builder: FakeClientBuilder) {
      builder
        .rejects('passwords.authenticate', apiError('reset_password', 'Reset first.'))
        .resolves('passwords.strengthCheck', strengthAnswer());
      const opened = await openPasswordScreen(builder, 'password');
      await opened.user.type(screen.getByLabelText('Password'), 'my secret words');
      await opened.user.click(screen.getByRole('button', { name: 'Continue' }));
      return opened;
    },
  },
];

describe.each(SCREENS)('the "$title" screen', ({ title, reach }) => {
  it('names the address in bold', async () => {
    await reach(fakeClient().resolves('passwords.resetByEmailStart', sent));
    await screen.findByRole('heading', { name: title });
    expect(screen.getByText('ada@example.com').tagName).toBe('STRONG');
  });

  it('"Resend email" sends the reset email again and says "Email resent"', async () => {
    const opened = await reach(fakeClient().resolves('passwords.resetByEmailStart', sent));
    await screen.findByRole('heading', { name: title });
    const before = opened.fake.calls('passwords.resetByEmailStart').length;
    await opened.user.click(screen.getByRole('button', { name: 'Resend email' }));
    const toast = await screen.findByText('Email resent');
    expect(toast.closest('[role="status"]')).not.toBeNull();
    expect(opened.fake.calls('passwords.resetByEmailStart')).toHaveLength(before + 1);
  });

  it('"Login without a password" sends a login link and shows "Check your email"', async () => {
    const opened = await reach(
      fakeClient()
        .resolves('passwords.resetByEmailStart', sent)
        .resolves('magicLinks.email.loginOrCreate', sent),
    );
    await screen.findByRole('heading', { name: title });
    await opened.user.click(screen.getByRole('button', { name: 'Login without a password' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(opened.fake.calls('magicLinks.email.loginOrCreate')[0]?.[0]).toBe('ada@example.com');
    expect(opened.handle.state.formState.magicLinkState.email).toBe('ada@example.com');
  });

  it('shows a failed send under the "Login without a password" button and reports it', async () => {
    const opened = await reach(
      fakeClient()
        .resolves('passwords.resetByEmailStart', sent)
        .rejects('magicLinks.email.loginOrCreate', apiError('too_many_requests', 'Too many emails.', 429)),
    );
    await screen.findByRole('heading', { name: title });
    const loginButton = screen.getByRole('button', { name: 'Login without a password' });
    await opened.user.click(loginButton);
    const problem = await screen.findByText('Too many emails.');
    expect(problem.getAttribute('role')).toBe('alert');
    expect(loginButton.compareDocumentPosition(problem) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(opened.errors.at(-1)?.message).toBe('Too many emails.');
  });
});
