import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetConfig } from '../../config/types';
import { apiError, type FakeClientBuilder, fakeClient } from '../../test-support/fake-client';
import { renderWidget } from '../../test-support/render-widget';
import { RESENT_NOTICE_MS } from './ResendCode';

const sent = (methodId: string) => ({ request_id: 'r', status_code: 200, method_id: methodId });
// The screen only waits for the call to settle; the session itself is the client's business.
const authenticated = {} as Awaited<
  ReturnType<import('../../client/widget-client').WidgetClient['otps']['authenticate']>
>;

const SENT_AT = Date.UTC(2025, 0, 1, 12);
const FIVE_MINUTES = 5 * 60_000;

beforeEach(() => {
  // Only Date is fake, and it stands still until a test moves it: the countdown reads the same on any
  // machine, and real timers keep Testing Library's async helpers working. The ticking itself is
  // ExpiryCountdown's and ResendCode's, tested under a manual clock beside them.
  vi.useFakeTimers({ toFake: ['Date'], now: SENT_AT });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Mounts a widget with text passcodes and sends one to (201) 555-0123, landing on OTPAuthenticate. */
async function reachPasscodeScreen(
  builder: FakeClientBuilder = fakeClient(),
  config: WidgetConfig = {},
  firstSend = () => Promise.resolve(sent('phone-1')),
) {
  // Tests set up later sends on the same builder; the fake reads its methods at call time.
  const fake = builder.handles('otps.sms.loginOrCreate', firstSend).build();
  const rendered = renderWidget(fake, {
    config: { products: ['otp'], otpOptions: { methods: ['sms'] }, ...config },
  });
  const { user } = rendered;
  await user.type(await screen.findByLabelText('Phone number'), '2015550123');
  await user.click(screen.getByRole('button', { name: 'Continue with text message' }));
  await screen.findByRole('heading', { name: 'Enter passcode' });
  return { ...rendered, fake };
}

/** From here on timeouts wait for the test too, which then uses no async Testing Library helper. */
function holdTimeouts() {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: Date.now() });
}

const passcodeInput = () => screen.getByLabelText('Passcode') as HTMLInputElement;

describe('OTPAuthenticate', () => {
  it('confirms that a 6-digit passcode was sent to the formatted number, in bold', async () => {
    await reachPasscodeScreen();
    const destination = await screen.findByText('+1 201 555 0123');
    expect(destination.tagName).toBe('STRONG');
    expect(destination.closest('p')?.textContent).toBe(
      'A 6-digit passcode was sent to you at +1 201 555 0123.',
    );
  });

  it('labels the passcode input for one-time codes with a numeric keyboard', async () => {
    await reachPasscodeScreen();
    const input = passcodeInput();
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.required).toBe(true);
  });

  it('shows "Your code expires in 5:00." for a code sent with the default five minutes', async () => {
    const { handle } = await reachPasscodeScreen();
    expect(handle.state.formState.otpState).toMatchObject({ expiresAt: SENT_AT + FIVE_MINUTES });
    expect(screen.getByText('Your code expires in 5:00.')).toBeTruthy();
  });

  it("counts from the moment the code was asked for, so it never outlasts the server's own expiry", async () => {
    const slowSend = () => {
      vi.setSystemTime(SENT_AT + 3_000);
      return Promise.resolve(sent('phone-1'));
    };
    const { handle } = await reachPasscodeScreen(fakeClient(), {}, slowSend);
    expect(handle.state.formState.otpState).toMatchObject({ expiresAt: SENT_AT + FIVE_MINUTES });
    expect(screen.getByText('Your code expires in 4:57.')).toBeTruthy();
  });

  it('asks the server for the configured expiration minutes and counts from them', async () => {
    const { handle, fake } = await reachPasscodeScreen(fakeClient(), {
      otpOptions: { methods: ['sms'], expirationMinutes: 1 },
    });
    expect(fake.calls('otps.sms.loginOrCreate')[0]?.[1]).toMatchObject({ expiration_minutes: 1 });
    expect(handle.state.formState.otpState).toMatchObject({ expiresAt: SENT_AT + 60_000 });
    expect(screen.getByText('Your code expires in 1:00.')).toBeTruthy();
  });

  it('keeps digits only, at most six', async () => {
    const builder = fakeClient();
    builder.pending('otps.authenticate');
    const { user } = await reachPasscodeScreen(builder);
    await user.type(passcodeInput(), '1a2-3 4');
    expect(passcodeInput().value).toBe('1234');
    await user.type(passcodeInput(), '5678');
    expect(passcodeInput().value).toBe('123456');
  });

  it('reads a code typed on an Arabic keyboard as its digits', async () => {
    const builder = fakeClient();
    builder.pending('otps.authenticate');
    const { user } = await reachPasscodeScreen(builder);
    await user.type(passcodeInput(), '١٢٣');
    expect(passcodeInput().value).toBe('123');
  });

  it('submits by itself at six digits, with the session duration, and disables the input while verifying', async () => {
    const builder = fakeClient();
    const check = builder.pending('otps.authenticate');
    const { user, fake } = await reachPasscodeScreen(builder, {
      sessionOptions: { sessionDurationMinutes: 60 },
    });
    await user.type(passcodeInput(), '12345');
    expect(fake.calls('otps.authenticate')).toEqual([]);
    await user.type(passcodeInput(), '6');
    expect(fake.calls('otps.authenticate')).toEqual([
      ['123456', 'phone-1', { session_duration_minutes: 60 }],
    ]);
    expect(passcodeInput().disabled).toBe(true);
    expect(screen.getByText('Verifying passcode…').getAttribute('role')).toBe('status');
    check.resolve(authenticated);
    await screen.findByRole('heading', { name: 'Success!' });
  });

  it('says "Invalid passcode, please try again." on a wrong code, clears it and gives focus back', async () => {
    const builder = fakeClient().rejects(
      'otps.authenticate',
      apiError('otp_code_not_found', 'The passcode is wrong.', 401),
    );
    const { user, errors } = await reachPasscodeScreen(builder);
    await user.type(passcodeInput(), '000000');
    const problem = await screen.findByText('Invalid passcode, please try again.');
    expect(problem.getAttribute('role')).toBe('alert');
    expect(passcodeInput().getAttribute('aria-describedby')).toBe(problem.id);
    expect(passcodeInput().value).toBe('');
    expect(passcodeInput().disabled).toBe(false);
    expect(document.activeElement).toBe(passcodeInput());
    expect(errors.map((error) => error.message)).toEqual(['Invalid passcode, please try again.']);
  });

  // The provider answers a used code and an expired one alike; the countdown tells them apart.
  const fieldProblem = () =>
    document.getElementById(passcodeInput().getAttribute('aria-describedby') ?? '')?.textContent;
  const usedOrExpired = () =>
    apiError(
      'unable_to_auth_otp_code',
      'The passcode could not be authenticated because it was either already used or expired.',
      401,
    );

  it('says "Your code has expired." when the server refuses the code after the countdown ran out', async () => {
    const { user } = await reachPasscodeScreen(fakeClient().rejects('otps.authenticate', usedOrExpired()));
    vi.setSystemTime(SENT_AT + FIVE_MINUTES);
    await user.type(passcodeInput(), '123456');
    await waitFor(() => expect(fieldProblem()).toBe('Your code has expired.'));
  });

  it("shows the server's own words when it refuses the code before the countdown ran out", async () => {
    const { user } = await reachPasscodeScreen(fakeClient().rejects('otps.authenticate', usedOrExpired()));
    vi.setSystemTime(SENT_AT + FIVE_MINUTES - 1_000);
    await user.type(passcodeInput(), '123456');
    await waitFor(() =>
      expect(fieldProblem()).toBe(
        'The passcode could not be authenticated because it was either already used or expired.',
      ),
    );
  });
});

describe('resending the code', () => {
  it('says "New code sent!" in place of the link, and brings the link back', async () => {
    const builder = fakeClient();
    const { element, fake } = await reachPasscodeScreen(builder);
    const resend = () => element.querySelector('.foyer-resend')?.getAttribute('data-resend');
    expect(resend()).toBe('initial');
    expect(screen.getByText("Didn't get it?")).toBeTruthy();

    const second = builder.pending('otps.sms.loginOrCreate');
    holdTimeouts();
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(resend()).toBe('sending');
    expect(screen.getByText('Sending a new code…').getAttribute('role')).toBe('status');
    expect((screen.getByRole('button', { name: /Resend code/ }) as HTMLButtonElement).disabled).toBe(true);

    await act(async () => second.resolve(sent('phone-2')));
    expect(screen.getByText('New code sent!')).toBeTruthy();
    expect(resend()).toBe('sent');
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull();
    expect(fake.calls('otps.sms.loginOrCreate')).toHaveLength(2);

    act(() => {
      vi.advanceTimersByTime(RESENT_NOTICE_MS);
    });
    expect(resend()).toBe('waiting');
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeTruthy();
    expect(screen.queryByText('New code sent!')).toBeNull();
  });

  it('moves the expiry forward by the time that passed and checks later codes against the new method id', async () => {
    const builder = fakeClient();
    builder.pending('otps.authenticate');
    const { user, fake, handle } = await reachPasscodeScreen(builder);
    vi.setSystemTime(SENT_AT + 90_000);
    builder.resolves('otps.sms.loginOrCreate', sent('phone-2'));
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await screen.findByText('New code sent!');
    expect(handle.state.formState.otpState).toMatchObject({
      methodId: 'phone-2',
      otpDestination: '+12015550123',
      expiresAt: SENT_AT + 90_000 + FIVE_MINUTES,
    });
    expect(fake.calls('otps.sms.loginOrCreate')[1]).toEqual([
      '+12015550123',
      { expiration_minutes: 5, locale: 'en' },
    ]);
    expect(document.activeElement).toBe(passcodeInput());
    await user.type(passcodeInput(), '654321');
    expect(fake.calls('otps.authenticate')).toEqual([
      ['654321', 'phone-2', { session_duration_minutes: 30 }],
    ]);
  });

  it("shows the server's error_message in a toast and reports the error when resending fails", async () => {
    const builder = fakeClient();
    const { user, errors, handle } = await reachPasscodeScreen(builder);
    builder.rejects(
      'otps.sms.loginOrCreate',
      apiError('too_many_requests', 'Too many passcodes for this number; wait a minute.', 429),
    );
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    const toast = await screen.findByText('Too many passcodes for this number; wait a minute.');
    expect(toast.closest('[role="alert"]')).not.toBeNull();
    expect(errors.map((error) => error.message)).toEqual([
      'Too many passcodes for this number; wait a minute.',
    ]);
    expect(handle.state.formState.otpState).toMatchObject({ methodId: 'phone-1' });
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeTruthy();
  });
});

describe('OTPConfirmation', () => {
  it('shows "Success!" with a checkmark and emits authenticate-flow-complete on display', async () => {
    const builder = fakeClient().resolves('otps.authenticate', authenticated);
    const { user, events, element } = await reachPasscodeScreen(builder);
    expect(events.filter((event) => event.type === 'authenticate-flow-complete')).toEqual([]);
    await user.type(passcodeInput(), '123456');
    const heading = await screen.findByRole('heading', { name: 'Success!' });
    // The heading takes focus in an effect after the screen commits, not with its first paint.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Your passcode has been successfully verified.')).toBeTruthy();
    expect(element.querySelector('.foyer-checkmark')?.getAttribute('aria-hidden')).toBe('true');
    expect(events.filter((event) => event.type === 'authenticate-flow-complete')).toEqual([
      { type: 'authenticate-flow-complete', data: {} },
    ]);
  });
});
