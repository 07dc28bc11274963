import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../test-support/fake-client';
import { renderWidget } from '../test-support/render-widget';

// EmailConfirmation's chunk "fails to download": reading the screen from the loaded module throws
// what a browser throws for a lost chunk.
vi.mock('../screens/magic-link/EmailConfirmation', () => ({
  get EmailConfirmation() {
    throw new TypeError(
      'Failed to fetch dynamically imported module: https://host.test/EmailConfirmation-x.js',
    );
  },
}));

describe('a screen whose code cannot be downloaded', () => {
  it('shows the error screen with "Unable to contact our servers.", reports it, and leads back to Main', async () => {
    const fake = fakeClient()
      .resolves('magicLinks.email.loginOrCreate', { request_id: 'r', status_code: 200 })
      .build();
    // React logs the error its boundary caught; that log is expected here.
    const reactLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, errors } = renderWidget(fake);
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));

    expect(await screen.findByRole('heading', { name: 'Looks like there was an error!' })).toBeTruthy();
    expect(screen.getByText('Unable to contact our servers.')).toBeTruthy();
    expect(errors).toEqual([
      { message: 'Unable to contact our servers.', cause: expect.objectContaining({ name: 'TypeError' }) },
    ]);

    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    expect(await screen.findByLabelText('Email')).toBeTruthy();
    expect(reactLog).toHaveBeenCalled();
    reactLog.mockRestore();
  });
});
