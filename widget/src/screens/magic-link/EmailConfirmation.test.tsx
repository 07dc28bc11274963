import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../test-support/fake-client';
import { openPasswordScreen, sent } from '../../test-support/password-flow';
import { renderWidget } from '../../test-support/render-widget';

const TRY_AGAIN = 'email_try_again_clicked';

describe('EmailConfirmation', () => {
  it("searches the mail by the client's one default email domain when the project names no other", async () => {
    const { user } = renderWidget(fakeClient().resolves('magicLinks.email.loginOrCreate', sent).build());
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    const gmail = await screen.findByRole('link', { name: /Gmail/ });
    expect(decodeURIComponent(gmail.getAttribute('href') ?? '')).toContain('from:@stytch.com');
  });
});

describe(`${TRY_AGAIN}, reported only by the confirmation screen's "Try again"`, () => {
  beforeEach(() => {
    // The password screens' helpers step vitest's clock; nothing here depends on how much time passes.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('is not reported by "Resend email" or "Go back" after "Forgot password?"', async () => {
    const { user, events } = await openPasswordScreen(
      fakeClient().resolves('passwords.resetByEmailStart', sent),
      'password',
    );
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    await user.click(await screen.findByRole('button', { name: 'Resend email' }));
    await screen.findByText('Email resent');
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await screen.findByRole('heading', { name: 'Sign up or log in' });
    expect(events.map((event) => event.type)).not.toContain(TRY_AGAIN);
  });

  it('is not reported by "Resend email" or "Go back" after a passwordless reset email', async () => {
    const { user, events } = await openPasswordScreen(
      fakeClient().resolves('passwords.resetByEmailStart', sent),
      'passwordless',
    );
    await user.click(await screen.findByRole('button', { name: 'Resend email' }));
    await screen.findByText('Email resent');
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await screen.findByRole('heading', { name: 'Sign up or log in' });
    expect(events.map((event) => event.type)).not.toContain(TRY_AGAIN);
  });

  it('is not reported by "Resend code" for an email passcode', async () => {
    const passcodeSent = { ...sent, method_id: 'email-1' };
    const { user, events } = renderWidget(
      fakeClient().resolves('otps.email.loginOrCreate', passcodeSent).build(),
      { config: { products: ['otp'], otpOptions: { methods: ['email'] } } },
    );
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    await screen.findByText('New code sent!');
    expect(events.map((event) => event.type)).toContain('email_sent');
    expect(events.map((event) => event.type)).not.toContain(TRY_AGAIN);
  });
});
