import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeClient } from '../../test-support/fake-client';
import { fakeClockUser, openPasswordScreen, PASSWORDS_ONLY } from '../../test-support/password-flow';
import { renderWidget } from '../../test-support/render-widget';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("Main's email step with passwords", () => {
  it('owns the Email tab when magic links are also on', async () => {
    renderWidget(fakeClient().build(), { config: { products: ['emailMagicLinks', 'passwords'] } });
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    expect(email.closest('form')?.getAttribute('data-form')).toBe('password-email');
  });

  it('says "Invalid email address, please try again." and searches nothing for a malformed address', async () => {
    const fake = fakeClient()
      .searchesUsers(() => Promise.resolve({ userType: 'new' }))
      .build();
    renderWidget(fake, { config: PASSWORDS_ONLY });
    const user = fakeClockUser();
    await user.type(await screen.findByLabelText('Email'), 'ada@example');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect((await screen.findByText('Invalid email address, please try again.')).getAttribute('role')).toBe(
      'alert',
    );
    expect(fake.userSearches).toEqual([]);
  });

  it('searches the user by email, stores the email and the user type, and moves to the password screen', async () => {
    const { fake, handle } = await openPasswordScreen(fakeClient(), 'password', { email: 'ada@example.com' });
    expect(fake.userSearches).toEqual(['ada@example.com']);
    expect(handle.state.screen).toBe('PasswordCreateOrLogin');
    expect(handle.state.formState.passwordState).toEqual({ email: 'ada@example.com', type: 'password' });
    const heading = screen.getByRole('heading', { name: 'Log In' });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('shows why the search failed under the field and reports it', async () => {
    const fake = fakeClient()
      .searchesUsers(() => Promise.reject(apiError('too_many_requests', 'Slow down.', 429)))
      .build();
    const { errors, handle } = renderWidget(fake, { config: PASSWORDS_ONLY });
    const user = fakeClockUser();
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect((await screen.findByText('Slow down.')).getAttribute('role')).toBe('alert');
    expect(errors.map((error) => error.message)).toEqual(['Slow down.']);
    expect(handle.state.screen).toBe('Main');
  });
});
