import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { es } from '../../locales/es';
import { apiError, fakeClient } from '../../test-support/fake-client';
import { renderWidget } from '../../test-support/render-widget';

const config = {
  products: ['otp' as const],
  otpOptions: {
    methods: ['email' as const],
    loginTemplateId: 'login-template',
    signupTemplateId: 'signup-template',
  },
};

describe('the email passcode tab', () => {
  it('has a required email field', async () => {
    renderWidget(fakeClient().build(), { config });
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    expect(email.required).toBe(true);
    expect(email.type).toBe('email');
  });

  it('says "Invalid email address, please try again." and sends nothing for a malformed address', async () => {
    const fake = fakeClient().build();
    const { user } = renderWidget(fake, { config });
    await user.type(await screen.findByLabelText('Email'), 'ada@example');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect((await screen.findByText('Invalid email address, please try again.')).getAttribute('role')).toBe(
      'alert',
    );
    expect(fake.calls('otps.email.loginOrCreate')).toEqual([]);
  });

  it('emails the passcode with the expiry and templates, then asks for it', async () => {
    const fake = fakeClient()
      .resolves('otps.email.loginOrCreate', { request_id: 'r', status_code: 200, method_id: 'email-test-1' })
      .build();
    const { user, handle, events } = renderWidget(fake, { config, locale: es });
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continuar con correo electrónico' }));
    const heading = await screen.findByRole('heading', { name: 'Introduce el código' });
    expect(document.activeElement).toBe(heading);
    expect(fake.calls('otps.email.loginOrCreate')).toEqual([
      [
        'ada@example.com',
        {
          expiration_minutes: 5,
          locale: 'es',
          login_template_id: 'login-template',
          signup_template_id: 'signup-template',
        },
      ],
    ]);
    expect(handle.state.formState.otpState).toMatchObject({
      type: 'email',
      methodId: 'email-test-1',
      otpDestination: 'ada@example.com',
    });
    expect(events).toContainEqual({
      type: 'email_sent',
      data: { email: 'ada@example.com', type: 'login_or_create_otp' },
    });
  });

  it("shows the server's text, as text, for an unknown error", async () => {
    const fake = fakeClient()
      .rejects('otps.email.loginOrCreate', apiError('too_many_requests', 'Slow <i>down</i>.', 429))
      .build();
    const { user, errors } = renderWidget(fake, { config });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    const alert = await screen.findByText('Slow <i>down</i>.');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(errors).toHaveLength(1);
  });
});
