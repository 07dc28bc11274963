import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../config/types';
import { apiError, fakeClient } from '../../test-support/fake-client';
import { renderWidget } from '../../test-support/render-widget';

const sent = (methodId: string) => ({ request_id: 'r', status_code: 200, method_id: methodId });
const otpConfig = (methods: ('sms' | 'whatsapp' | 'email')[], extra: WidgetConfig = {}): WidgetConfig => ({
  products: ['otp'],
  otpOptions: { methods },
  ...extra,
});

describe('Main with passcodes', () => {
  it('shows no tab strip for a single method', async () => {
    renderWidget(fakeClient().build(), { config: otpConfig(['sms']) });
    expect(await screen.findByLabelText('Phone number')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows the tabs Text, WhatsApp and Email in the configured order', async () => {
    renderWidget(fakeClient().build(), { config: otpConfig(['whatsapp', 'email', 'sms']) });
    const tabs = within(await screen.findByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['WhatsApp', 'Email', 'Text']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
  });

  it('switches to the email passcode form on the Email tab', async () => {
    const { user } = renderWidget(fakeClient().build(), { config: otpConfig(['sms', 'email']) });
    await user.click(await screen.findByRole('tab', { name: 'Email' }));
    expect(await screen.findByRole('button', { name: 'Continue with email' })).toBeTruthy();
    expect(screen.queryByLabelText('Phone number')).toBeNull();
  });

  it("keeps focus on the tab strip while the next tab's form loads", async () => {
    const { user } = renderWidget(fakeClient().build(), { config: otpConfig(['email', 'sms']) });
    await screen.findByRole('button', { name: 'Continue with email' });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Email' }));
    await user.keyboard('{ArrowRight}');
    // While the form loads, only the panel may be swapped for the spinner; a hidden tab loses focus.
    expect(screen.getByRole('tab', { name: 'Text' }).closest('[style*="display: none"]')).toBeNull();
    expect(await screen.findByLabelText('Phone number')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Text' }));
  });

  it('puts magic links and text passcodes side by side', async () => {
    renderWidget(fakeClient().build(), {
      config: otpConfig(['sms'], { products: ['otp', 'emailMagicLinks'] }),
    });
    const tabs = within(await screen.findByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Text', 'Email']);
  });
});

describe('the phone tab', () => {
  it('has a country select of calling codes defaulting to the US, and a required number field', async () => {
    renderWidget(fakeClient().build(), { config: otpConfig(['sms']) });
    const number = (await screen.findByLabelText('Phone number')) as HTMLInputElement;
    expect(number.required).toBe(true);
    expect(number.type).toBe('tel');
    expect(number.placeholder).toBe('(123) 456-7890');
    const country = screen.getByLabelText('Country code') as HTMLSelectElement;
    expect(country.value).toBe('US');
    // Region names load off the first commit; a busy machine may paint the codes first.
    await waitFor(() => expect(country.selectedOptions[0]?.textContent).toBe('United States (+1)'));
    expect(country.options.length).toBeGreaterThanOrEqual(150);
    expect(within(country).getByRole('option', { name: 'United Kingdom (+44)' })).toBeTruthy();
  });

  it('says "Invalid phone number, please try again." and sends nothing for a bad number', async () => {
    const fake = fakeClient().build();
    const { user } = renderWidget(fake, { config: otpConfig(['sms']) });
    await user.type(await screen.findByLabelText('Phone number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Continue with text message' }));
    const problem = await screen.findByText('Invalid phone number, please try again.');
    expect(problem.getAttribute('role')).toBe('alert');
    expect(screen.getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Phone number').getAttribute('aria-describedby')).toBe(problem.id);
    expect(fake.calls('otps.sms.loginOrCreate')).toEqual([]);
  });

  it('texts the passcode to the E.164 number with the configured expiry', async () => {
    const fake = fakeClient().resolves('otps.sms.loginOrCreate', sent('phone-number-test-1')).build();
    const { user, handle } = renderWidget(fake, {
      config: otpConfig(['sms'], { otpOptions: { methods: ['sms'], expirationMinutes: 2 } }),
    });
    await user.type(await screen.findByLabelText('Phone number'), '(201) 555-0123');
    await user.click(screen.getByRole('button', { name: 'Continue with text message' }));
    await screen.findByRole('heading', { name: 'Enter passcode' });
    expect(fake.calls('otps.sms.loginOrCreate')).toEqual([
      ['+12015550123', { expiration_minutes: 2, locale: 'en' }],
    ]);
    expect(handle.state.screen).toBe('OTPAuthenticate');
    expect(handle.state.formState.otpState).toMatchObject({
      status: 'sent',
      type: 'sms',
      methodId: 'phone-number-test-1',
      otpDestination: '+12015550123',
    });
  });

  it('uses the selected country and the 5-minute default expiry', async () => {
    const fake = fakeClient().resolves('otps.whatsapp.loginOrCreate', sent('phone-number-test-2')).build();
    const { user, handle } = renderWidget(fake, { config: otpConfig(['whatsapp']) });
    // The named country list fills in right after the first paint.
    await screen.findByRole('option', { name: 'United Kingdom (+44)' });
    await user.selectOptions(screen.getByLabelText('Country code'), 'GB');
    await user.type(screen.getByLabelText('Phone number'), '020 7946 0958');
    await user.click(screen.getByRole('button', { name: 'Continue with WhatsApp' }));
    await screen.findByRole('heading', { name: 'Enter passcode' });
    expect(fake.calls('otps.whatsapp.loginOrCreate')).toEqual([
      ['+442079460958', { expiration_minutes: 5, locale: 'en' }],
    ]);
    expect(handle.state.formState.otpState).toMatchObject({
      type: 'whatsapp',
      methodId: 'phone-number-test-2',
    });
  });

  it('disables the button and shows a spinner while the passcode is being sent', async () => {
    const builder = fakeClient();
    const send = builder.pending('otps.sms.loginOrCreate');
    const { user } = renderWidget(builder.build(), { config: otpConfig(['sms']) });
    await user.type(await screen.findByLabelText('Phone number'), '2015550123');
    await user.click(screen.getByRole('button', { name: 'Continue with text message' }));
    const button = (await screen.findByRole('button', { busy: true })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.querySelector('.foyer-spinner')).not.toBeNull();
    send.resolve(sent('phone-number-test-1'));
    await screen.findByRole('heading', { name: 'Enter passcode' });
  });

  it('shows a server error under the field and reports it', async () => {
    const fake = fakeClient()
      .rejects('otps.sms.loginOrCreate', apiError('invalid_phone_number', 'Not a number we can text.'))
      .build();
    const { user, errors } = renderWidget(fake, { config: otpConfig(['sms']) });
    await user.type(await screen.findByLabelText('Phone number'), '2015550123');
    await user.click(screen.getByRole('button', { name: 'Continue with text message' }));
    expect(await screen.findByText('Invalid phone number, please try again.')).toBeTruthy();
    expect(screen.getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true');
    expect(errors.map((error) => error.message)).toEqual(['Invalid phone number, please try again.']);
    expect(screen.queryByRole('heading', { name: 'Enter passcode' })).toBeNull();
  });

  it.each([
    ['a rate limit', apiError('too_many_requests', 'Too many passcodes were sent; wait a minute.', 429)],
    ['a server failure', apiError('internal_server_error', 'Something went wrong on our side.', 500)],
  ])('shows %s under the field without marking the number invalid', async (_name, refusal) => {
    const fake = fakeClient().rejects('otps.sms.loginOrCreate', refusal).build();
    const { user, errors } = renderWidget(fake, { config: otpConfig(['sms']) });
    await user.type(await screen.findByLabelText('Phone number'), '2015550123');
    await user.click(screen.getByRole('button', { name: 'Continue with text message' }));
    const problem = await screen.findByText(refusal.error_message);
    expect(problem.getAttribute('role')).toBe('alert');
    expect(screen.getByLabelText('Phone number').getAttribute('aria-invalid')).toBeNull();
    expect(errors.map((error) => error.message)).toEqual([refusal.error_message]);
  });

  it('stays on the Email tab when a passcode sent from the Text tab answers after the switch', async () => {
    const builder = fakeClient();
    const send = builder.pending('otps.sms.loginOrCreate');
    const { user, handle, errors } = renderWidget(builder.build(), { config: otpConfig(['sms', 'email']) });
    await user.type(await screen.findByLabelText('Phone number'), '2015550123');
    await user.click(screen.getByRole('button', { name: 'Continue with text message' }));
    await screen.findByRole('button', { busy: true });
    await user.click(screen.getByRole('tab', { name: 'Email' }));
    await screen.findByRole('button', { name: 'Continue with email' });
    await act(async () => send.resolve(sent('phone-number-test-1')));
    expect(handle.state.screen).toBe('Main');
    expect(handle.state.formState.otpState).toEqual({ status: 'idle' });
    expect(screen.getByRole('tab', { name: 'Email' }).getAttribute('aria-selected')).toBe('true');
    expect(errors).toEqual([]);
  });
});
