import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../config/types';
import { apiError, fakeClient, unreachableError } from '../../test-support/fake-client';
import { browserPasskeyRequests, passkeyLoginResponse } from '../../test-support/passkeys';
import { renderWidget } from '../../test-support/render-widget';

const WITH_EMAIL: WidgetConfig = { products: ['emailMagicLinks', 'passkeys'] };
// A passcode by text message is no email-type product: passkey autofill has no email input to use.
const WITHOUT_EMAIL: WidgetConfig = { products: ['otp', 'passkeys'], otpOptions: { methods: ['sms'] } };
const BUTTON = 'Continue with a Passkey';
const NOT_FOUND =
  'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.';
const UNKNOWN = 'Unknown error occurred during passkey authentication. Please try again.';
const UNREACHABLE = 'Unable to contact our servers.';

function passkeyWidget(config: WidgetConfig, { canAutofill = false } = {}) {
  const builder = fakeClient().resolves('webauthn.browserSupportsAutofill', canAutofill);
  const requests = browserPasskeyRequests(builder);
  const fake = builder.build();
  return { fake, requests, ...renderWidget(fake, { config }) };
}

describe('Main with passkeys: the button', () => {
  it('shows when the browser cannot offer passkeys in autofill, above the email form', async () => {
    passkeyWidget(WITH_EMAIL, { canAutofill: false });
    const button = await screen.findByRole('button', { name: BUTTON });
    const email = screen.getByLabelText('Email');
    expect(button.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows when no email-type product is configured, without asking the browser about autofill', async () => {
    const { fake } = passkeyWidget(WITHOUT_EMAIL, { canAutofill: true });
    expect(await screen.findByRole('button', { name: BUTTON })).toBeTruthy();
    expect(fake.calls('webauthn.browserSupportsAutofill')).toEqual([]);
  });

  it('does not show when the browser can offer passkeys on the email input', async () => {
    const { requests } = passkeyWidget(WITH_EMAIL, { canAutofill: true });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByRole('button', { name: BUTTON })).toBeNull();
  });

  it('logs in with the browser prompt and shows "Success!", completing the flow', async () => {
    const { requests, user, events, handle } = passkeyWidget(WITHOUT_EMAIL);
    await user.click(await screen.findByRole('button', { name: BUTTON }));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.options).toMatchObject({
      domain: window.location.hostname,
      session_duration_minutes: 30,
      is_passkey: true,
      conditional_mediation: false,
    });
    const button = screen.getByRole('button', { name: new RegExp(BUTTON) }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await act(async () => requests[0]?.resolve(passkeyLoginResponse('webauthn-registration-test-7')));
    const heading = await screen.findByRole('heading', { name: 'Success!' });
    // The heading takes focus in an effect after the screen commits, not with its first paint.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Your Passkey has been successfully authenticated.')).toBeTruthy();
    expect(handle.state.screen).toBe('PasskeyConfirmation');
    expect(events.map((event) => event.type)).toEqual([
      'render_login_screen',
      'PasskeyAuthenticate',
      'authenticate-flow-complete',
    ]);
    expect(events[1]).toEqual({
      type: 'PasskeyAuthenticate',
      data: { webauthn_registration_id: 'webauthn-registration-test-7' },
    });
  });

  it.each([
    [
      'a registration the server does not know',
      apiError('webauthn_registration_not_found', 'Gone.', 404),
      NOT_FOUND,
    ],
    ['another API error', apiError('invalid_signature', 'Bad signature.'), UNKNOWN],
    ['an empty answer', null, UNKNOWN],
    ['servers the page cannot reach', unreachableError(), UNREACHABLE],
  ])('shows the warning banner for %s and reports it', async (_case, failure, text) => {
    const { requests, user, errors } = passkeyWidget(WITHOUT_EMAIL);
    await user.click(await screen.findByRole('button', { name: BUTTON }));
    await act(async () => (failure ? requests[0]?.reject(failure) : requests[0]?.resolve(null)));
    const banner = await screen.findByText(text);
    expect(banner.getAttribute('role')).toBe('alert');
    expect(banner.getAttribute('data-variant')).toBe('warning');
    expect(errors.map((error) => error.message)).toEqual([text]);
    expect((screen.getByRole('button', { name: BUTTON }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows no banner when the user dismissed the prompt, but reports it', async () => {
    const { requests, user, errors, handle, element } = passkeyWidget(WITHOUT_EMAIL);
    await user.click(await screen.findByRole('button', { name: BUTTON }));
    const dismissed = new DOMException(
      'The operation either timed out or was not allowed.',
      'NotAllowedError',
    );
    await act(async () => requests[0]?.reject(dismissed));
    await waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toEqual({ message: dismissed.message, cause: dismissed });
    expect(handle.state.errorDescriptor).toBeNull();
    expect(element.querySelector('.foyer-banner')).toBeNull();
  });
});

describe('Main with passkeys: autofill on the email input', () => {
  it('asks for a conditional request the email input can offer, with 5 attempts', async () => {
    const { requests, handle } = passkeyWidget(WITH_EMAIL, { canAutofill: true });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.options).toMatchObject({ conditional_mediation: true, is_passkey: true });
    expect(screen.getByLabelText('Email').getAttribute('autocomplete')).toContain('webauthn');
    expect(handle.state.formState.passkeyState.autofill).toEqual({ status: 'listening', attemptsLeft: 5 });
  });

  it('tries again after each failure, one attempt fewer each time, and stops after 5', async () => {
    const { requests, handle, errors } = passkeyWidget(WITH_EMAIL, { canAutofill: true });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await waitFor(() => expect(requests).toHaveLength(attempt));
      expect(handle.state.formState.passkeyState.autofill).toEqual({
        status: 'listening',
        attemptsLeft: 6 - attempt,
      });
      await act(async () =>
        requests[attempt - 1]?.reject(apiError('webauthn_registration_not_found', 'Gone.', 404)),
      );
    }
    await waitFor(() =>
      expect(handle.state.formState.passkeyState.autofill).toEqual({ status: 'exhausted' }),
    );
    expect(requests).toHaveLength(5);
    expect(screen.getByText(NOT_FOUND).getAttribute('role')).toBe('alert');
    expect(errors.map((error) => error.message)).toEqual(Array(5).fill(NOT_FOUND));
    expect(screen.queryByRole('button', { name: BUTTON })).toBeNull();
  });

  it('shows no banner when the browser cannot look passkeys up, and reports each refusal', async () => {
    // Chromium on a machine with no authenticator refuses every conditional request this way: the
    // user did nothing, so nothing may cover the form (a banner arriving mid-click moved the tabs).
    const unsupported = new DOMException(
      "Resident credentials or empty 'allowCredentials' lists are not supported at this time.",
      'NotSupportedError',
    );
    const { requests, handle, errors, element } = passkeyWidget(WITH_EMAIL, { canAutofill: true });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await waitFor(() => expect(requests).toHaveLength(attempt));
      await act(async () => requests[attempt - 1]?.reject(unsupported));
    }
    await waitFor(() =>
      expect(handle.state.formState.passkeyState.autofill).toEqual({ status: 'exhausted' }),
    );
    expect(handle.state.errorDescriptor).toBeNull();
    expect(element.querySelector('.foyer-banner')).toBeNull();
    expect(errors.map((error) => error.message)).toEqual(Array(5).fill(unsupported.message));
  });

  it('says the servers cannot be reached, and nothing about passkeys, when the page cannot reach them', async () => {
    const { requests, errors } = passkeyWidget(WITH_EMAIL, { canAutofill: true });
    await waitFor(() => expect(requests).toHaveLength(1));
    await act(async () => requests[0]?.reject(unreachableError()));
    expect((await screen.findByText(UNREACHABLE)).getAttribute('role')).toBe('alert');
    expect(screen.queryByText(/passkey/i)).toBeNull();
    expect(errors.map((error) => error.message)).toEqual([UNREACHABLE]);
  });

  it('logs in when the user picks a passkey from the suggestions', async () => {
    const { requests, handle } = passkeyWidget(WITH_EMAIL, { canAutofill: true });
    await waitFor(() => expect(requests).toHaveLength(1));
    await act(async () => requests[0]?.resolve(passkeyLoginResponse()));
    expect(await screen.findByText('Your Passkey has been successfully authenticated.')).toBeTruthy();
    expect(handle.state.formState.passkeyState.autofill).toEqual({ status: 'inactive' });
  });

  it('aborts the pending request when Main goes away, and makes no other', async () => {
    const builder = fakeClient()
      .resolves('webauthn.browserSupportsAutofill', true)
      .resolves('magicLinks.email.loginOrCreate', { request_id: 'r', status_code: 200 });
    const requests = browserPasskeyRequests(builder);
    const { user, handle } = renderWidget(builder.build(), {
      config: { products: ['emailMagicLinks', 'passkeys'] },
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(requests[0]?.options.signal?.aborted).toBe(true);
    expect(handle.state.formState.passkeyState.autofill).toEqual({ status: 'inactive' });
    await act(async () => {});
    expect(requests).toHaveLength(1);
  });

  it('aborts the pending request when the host unmounts the widget', async () => {
    const { requests, handle } = passkeyWidget(WITH_EMAIL, { canAutofill: true });
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => handle.unmount());
    await waitFor(() => expect(requests[0]?.options.signal?.aborted).toBe(true));
    expect(requests).toHaveLength(1);
  });
});

describe('Main with passkeys only', () => {
  it('says "Error: Cannot use Passkeys by itself, please add another product to the config."', async () => {
    renderWidget(fakeClient().build(), { config: { products: ['passkeys'] } });
    expect(
      await screen.findByText(
        'Error: Cannot use Passkeys by itself, please add another product to the config.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: BUTTON })).toBeNull();
  });
});
