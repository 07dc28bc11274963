import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeClient } from '../../test-support/fake-client';
import {
  openPasswordScreen,
  passDebounce,
  passwordSignIn,
  sent,
  stopShortOfDebounce,
  strengthAnswer,
} from '../../test-support/password-flow';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

const passwordInput = () => screen.getByLabelText('Password') as HTMLInputElement;
const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;

describe('creating an account with a password', () => {
  it('says "Finish creating your account by setting a password" with the email read-only', async () => {
    await openPasswordScreen(fakeClient(), 'new', { email: 'ada@example.com' });
    expect(
      screen.getByRole('heading', { name: 'Finish creating your account by setting a password' }),
    ).toBeTruthy();
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('ada@example.com');
    expect(email.readOnly).toBe(true);
    expect(passwordInput().required).toBe(true);
    expect(passwordInput().autocomplete).toBe('new-password');
  });

  it('shows and hides the password with a button named for what it will do, its visible word included', async () => {
    const { user } = await openPasswordScreen(fakeClient(), 'new');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(passwordInput().type).toBe('password');
    expect(toggle.textContent).toBe('Show');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(passwordInput().type).toBe('text');
    expect(toggle.textContent).toBe('Hide');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBe(toggle);
    await user.keyboard(' ');
    expect(passwordInput().type).toBe('password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBe(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBeNull();
  });

  it('checks the strength with the email only after typing has paused for 500 ms', async () => {
    const builder = fakeClient().resolves('passwords.strengthCheck', strengthAnswer());
    const { fake } = await openPasswordScreen(builder, 'new', { email: 'ada@example.com' });
    // From here only the test moves the clock: real time passing on a busy machine must not count.
    vi.setTimerTickMode('manual');
    fireEvent.change(passwordInput(), { target: { value: 'correct' } });
    await vi.advanceTimersByTimeAsync(300);
    fireEvent.change(passwordInput(), { target: { value: 'correct horse' } });
    await vi.advanceTimersByTimeAsync(499);
    expect(fake.calls('passwords.strengthCheck')).toEqual([]);
    await passDebounce();
    expect(fake.calls('passwords.strengthCheck')).toEqual([
      [{ email: 'ada@example.com', password: 'correct horse' }],
    ]);
  });

  it('keeps Continue disabled until the server reports a valid password', async () => {
    const builder = fakeClient().handles('passwords.strengthCheck', ({ password }) =>
      Promise.resolve(
        password === 'tr0ub4dor&3-staple' ? strengthAnswer() : strengthAnswer({ valid: false, score: 1 }),
      ),
    );
    await openPasswordScreen(builder, 'new');
    // From here only the test moves the clock, so the check cannot answer before the test asks.
    vi.setTimerTickMode('manual');
    expect(continueButton().disabled).toBe(true);
    fireEvent.change(passwordInput(), { target: { value: 'weak' } });
    await passDebounce();
    expect(continueButton().disabled).toBe(true);
    fireEvent.change(passwordInput(), { target: { value: 'tr0ub4dor&3-staple' } });
    await stopShortOfDebounce();
    expect(continueButton().disabled).toBe(true);
    await passDebounce();
    expect(continueButton().disabled).toBe(false);
    fireEvent.change(passwordInput(), { target: { value: 'tr0ub4dor&3-staple!' } });
    expect(continueButton().disabled).toBe(true);
  });

  it('fills the meter red up to a zxcvbn score of 2 and shows the warning', async () => {
    const builder = fakeClient().resolves(
      'passwords.strengthCheck',
      strengthAnswer({ valid: false, score: 2, warning: 'A word by itself is easy to guess.' }),
    );
    const { user, element } = await openPasswordScreen(builder, 'new');
    await user.type(passwordInput(), 'dragonfly');
    await passDebounce();
    const meter = element.querySelector('.foyer-strength-meter');
    expect(meter?.getAttribute('data-strength')).toBe('weak');
    expect(meter?.querySelectorAll('[data-filled]').length).toBe(2);
    expect(meter?.querySelectorAll('.foyer-strength-segment').length).toBe(4);
    expect(screen.getByText('Password strength: 2 out of 4.')).toBeTruthy();
    expect(screen.getByText('A word by itself is easy to guess.')).toBeTruthy();
  });

  it('turns the meter teal from a score of 3', async () => {
    const builder = fakeClient().resolves('passwords.strengthCheck', strengthAnswer({ score: 3 }));
    const { user, element } = await openPasswordScreen(builder, 'new');
    await user.type(passwordInput(), 'purple monkey dishwasher');
    await passDebounce();
    const meter = element.querySelector('.foyer-strength-meter');
    expect(meter?.getAttribute('data-strength')).toBe('strong');
    expect(meter?.querySelectorAll('[data-filled]').length).toBe(3);
  });

  it('fills one red segment for a zxcvbn score of 0', async () => {
    const builder = fakeClient().resolves(
      'passwords.strengthCheck',
      strengthAnswer({ valid: false, score: 0 }),
    );
    const { user, element } = await openPasswordScreen(builder, 'new');
    await user.type(passwordInput(), 'password');
    await passDebounce();
    const meter = element.querySelector('.foyer-strength-meter');
    expect(meter?.getAttribute('data-strength')).toBe('weak');
    expect(meter?.querySelectorAll('[data-filled]').length).toBe(1);
    expect(screen.getByText('Password strength: 0 out of 4.')).toBeTruthy();
  });

  it('lists both LUDS rules with the counts the answer implies when bootstrap has no password config', async () => {
    const builder = fakeClient()
      .withBootstrap({ passwordConfig: null })
      .resolves(
        'passwords.strengthCheck',
        strengthAnswer({
          policy: 'luds',
          valid: false,
          score: 0,
          missingCharacters: 5,
          missingComplexity: 2,
          kinds: ['lower'],
        }),
      );
    const { user } = await openPasswordScreen(builder, 'new');
    await user.type(passwordInput(), 'abc');
    await passDebounce();
    const rules = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rules.map((rule) => rule.textContent)).toEqual([
      'Not met: Must be at least 8 characters long',
      'Not met: Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol',
    ]);
  });

  it('lists both LUDS rules with the project minimums, marking which are met', async () => {
    const builder = fakeClient()
      .withBootstrap({ passwordConfig: { ludsComplexity: 3, ludsMinimumCount: 10 } })
      .resolves(
        'passwords.strengthCheck',
        strengthAnswer({
          policy: 'luds',
          valid: false,
          score: 0,
          missingCharacters: 4,
          missingComplexity: 0,
        }),
      );
    const { user } = await openPasswordScreen(builder, 'new');
    await user.type(passwordInput(), 'Abc1!x');
    await passDebounce();
    const rules = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rules.map((rule) => rule.textContent)).toEqual([
      'Not met: Must be at least 10 characters long',
      'Met: Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol',
    ]);
    expect(rules.map((rule) => rule.getAttribute('data-met'))).toEqual(['false', 'true']);
  });

  it("warns about a breached password once, in the spec's words rather than the server's warning", async () => {
    const builder = fakeClient().resolves(
      'passwords.strengthCheck',
      strengthAnswer({
        valid: false,
        score: 4,
        breached: true,
        warning:
          'This password has appeared in a data breach. Choose a password that you have not used anywhere else.',
      }),
    );
    const { user } = await openPasswordScreen(builder, 'new');
    await user.type(passwordInput(), 'Password123!');
    await passDebounce();
    const feedback = screen.getByText(/security issue/).closest('.foyer-strength');
    expect([...(feedback?.querySelectorAll('p') ?? [])].map((line) => line.textContent)).toEqual([
      'This password may have been used on a different site that experienced a security issue. Please choose another password.',
    ]);
    expect(continueButton().disabled).toBe(true);
  });

  it("shows the server's message when the strength check says invalid_email", async () => {
    const builder = fakeClient().rejects(
      'passwords.strengthCheck',
      apiError('invalid_email', 'The email address ada@example.con is not deliverable.'),
    );
    const { user, errors } = await openPasswordScreen(builder, 'new', { email: 'ada@example.con' });
    await user.type(passwordInput(), 'purple monkey dishwasher');
    await passDebounce();
    expect(
      screen.getByText('The email address ada@example.con is not deliverable.').getAttribute('role'),
    ).toBe('alert');
    expect(continueButton().disabled).toBe(true);
    expect(errors).toEqual([
      expect.objectContaining({ message: 'The email address ada@example.con is not deliverable.' }),
    ]);
  });

  it("shows and reports the reset email's error when a required reset cannot send it", async () => {
    const builder = fakeClient()
      .resolves('passwords.strengthCheck', strengthAnswer())
      .rejects('passwords.create', apiError('reset_password', 'This password must be reset.'))
      .rejects(
        'passwords.resetByEmailStart',
        apiError('too_many_requests', 'Too many emails, wait a minute.', 429),
      );
    const { user, errors } = await openPasswordScreen(builder, 'new');
    await user.type(passwordInput(), 'purple monkey dishwasher');
    await passDebounce();
    await user.click(continueButton());
    expect((await screen.findByText('Too many emails, wait a minute.')).getAttribute('role')).toBe('alert');
    expect(errors.map((error) => error.message)).toEqual([
      'This password must be reset.',
      'Too many emails, wait a minute.',
    ]);
  });

  it('creates the account with the session duration and shows "Success!"', async () => {
    const builder = fakeClient()
      .resolves('passwords.strengthCheck', strengthAnswer())
      .resolves('passwords.create', passwordSignIn);
    const { user, fake, events, handle } = await openPasswordScreen(builder, 'new', {
      config: { products: ['passwords'], sessionOptions: { sessionDurationMinutes: 60 } },
    });
    await user.type(passwordInput(), 'purple monkey dishwasher');
    await passDebounce();
    await user.click(continueButton());
    const heading = await screen.findByRole('heading', { name: 'Success!' });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('You have successfully logged in.')).toBeTruthy();
    expect(fake.calls('passwords.create')).toEqual([
      [{ email: 'ada@example.com', password: 'purple monkey dishwasher', session_duration_minutes: 60 }],
    ]);
    expect(handle.state.screen).toBe('PasswordConfirmation');
    expect(events).toContainEqual({ type: 'authenticate-flow-complete', data: {} });
  });

  it('keeps Go back off while the account is being made, since going back would not stop it', async () => {
    const builder = fakeClient().resolves('passwords.strengthCheck', strengthAnswer());
    const creating = builder.pending('passwords.create');
    const { user, handle } = await openPasswordScreen(builder, 'new');
    const back = () => screen.getByRole('button', { name: 'Go back' }) as HTMLButtonElement;
    expect(back().disabled).toBe(false);
    await user.type(passwordInput(), 'purple monkey dishwasher');
    await passDebounce();
    await user.click(continueButton());
    await vi.waitFor(() => expect(back().disabled).toBe(true));
    expect(handle.state.screen).toBe('PasswordCreateOrLogin');

    await act(async () =>
      creating.reject(apiError('duplicate_email', 'A user with this email exists already.')),
    );
    await vi.waitFor(() => expect(back().disabled).toBe(false));
    await user.click(back());
    expect(handle.state.screen).toBe('Main');
  });

  it("shows the server's error_message below the password field and reports it", async () => {
    const builder = fakeClient()
      .resolves('passwords.strengthCheck', strengthAnswer())
      .rejects('passwords.create', apiError('duplicate_email', 'A user with this email exists already.'));
    const { user, errors } = await openPasswordScreen(builder, 'new');
    await user.type(passwordInput(), 'purple monkey dishwasher');
    await passDebounce();
    await user.click(continueButton());
    const problem = await screen.findByText('A user with this email exists already.');
    expect(problem.getAttribute('role')).toBe('alert');
    expect(passwordInput().getAttribute('aria-describedby')).toContain(problem.id);
    expect(errors.map((error) => error.message)).toEqual(['A user with this email exists already.']);
  });
});

describe('the email-choice screen for a new account', () => {
  it('offers a login link instead of a password when magic links are on', async () => {
    const builder = fakeClient().resolves('magicLinks.email.loginOrCreate', sent);
    const { user, fake, handle } = await openPasswordScreen(builder, 'new', {
      config: { products: ['emailMagicLinks', 'passwords'] },
    });
    expect(
      screen.getByRole('heading', { name: 'Choose how you would like to create your account.' }),
    ).toBeTruthy();
    expect(screen.getByText('Finish creating your account by setting a password')).toBeTruthy();
    expect(passwordInput()).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Email me a login link' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(fake.calls('magicLinks.email.loginOrCreate')[0]?.[0]).toBe('ada@example.com');
    expect(handle.state.formState.magicLinkState.email).toBe('ada@example.com');
  });

  it('offers a login code instead when email passcodes are on', async () => {
    const builder = fakeClient().resolves('otps.email.loginOrCreate', { ...sent, method_id: 'email-test-1' });
    const { user, handle } = await openPasswordScreen(builder, 'new', {
      config: { products: ['passwords', 'otp'], otpOptions: { methods: ['email'] } },
    });
    await user.click(screen.getByRole('button', { name: 'Email me a login code' }));
    await vi.waitFor(() => expect(handle.state.screen).toBe('OTPAuthenticate'));
    expect(handle.state.formState.otpState).toMatchObject({
      type: 'email',
      methodId: 'email-test-1',
      otpDestination: 'ada@example.com',
    });
  });

  it('"Go back" returns to Main', async () => {
    const { user } = await openPasswordScreen(fakeClient(), 'new');
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
  });
});

describe('logging in with a password', () => {
  it('says "Log In" with the email read-only and a "Forgot Password?" button', async () => {
    await openPasswordScreen(fakeClient(), 'password', { email: 'ada@example.com' });
    expect(screen.getByRole('heading', { name: 'Log In' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    expect(passwordInput().autocomplete).toBe('current-password');
    expect(screen.getByRole('button', { name: 'Forgot Password?' })).toBeTruthy();
  });

  it('authenticates with the email, password and session duration, then shows "Success!"', async () => {
    const builder = fakeClient().resolves('passwords.authenticate', passwordSignIn);
    const { user, fake } = await openPasswordScreen(builder, 'password');
    await user.type(passwordInput(), 'my secret words');
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Success!' });
    expect(fake.calls('passwords.authenticate')).toEqual([
      [{ email: 'ada@example.com', password: 'my secret words', session_duration_minutes: 30 }],
    ]);
  });

  it('says "Please enter your password." and calls nothing when the password is empty', async () => {
    const { user, fake } = await openPasswordScreen(fakeClient(), 'password');
    await user.click(continueButton());
    expect((await screen.findByText('Please enter your password.')).getAttribute('role')).toBe('alert');
    expect(passwordInput().getAttribute('aria-invalid')).toBe('true');
    expect(fake.calls('passwords.authenticate')).toEqual([]);
  });

  it("shows the server's error_message below the field for wrong credentials", async () => {
    const builder = fakeClient().rejects(
      'passwords.authenticate',
      apiError('unauthorized_credentials', 'Unauthorized credentials.', 401),
    );
    const { user, errors } = await openPasswordScreen(builder, 'password');
    await user.type(passwordInput(), 'wrong words');
    await user.click(continueButton());
    expect((await screen.findByText('Unauthorized credentials.')).getAttribute('role')).toBe('alert');
    expect(errors).toHaveLength(1);
  });

  it("says in the prebuilt UI's words that failed sign-ins locked the user", async () => {
    const builder = fakeClient().rejects(
      'passwords.authenticate',
      apiError('user_lock_limit_reached', 'This user is locked after 10 failed sign-ins in a row.', 429),
    );
    const { user, errors } = await openPasswordScreen(builder, 'password');
    await user.type(passwordInput(), 'right at last');
    await user.click(continueButton());
    const text = 'Too many failed authentication attempts. Please try again later.';
    expect((await screen.findByText(text)).getAttribute('role')).toBe('alert');
    expect(errors).toEqual([expect.objectContaining({ message: text })]);
  });

  it('starts a reset email and shows the reset-required notice on reset_password', async () => {
    const builder = fakeClient()
      .rejects('passwords.authenticate', apiError('reset_password', 'This password must be reset.'))
      .resolves('passwords.resetByEmailStart', sent)
      .resolves('passwords.strengthCheck', strengthAnswer());
    const { user, fake, events } = await openPasswordScreen(builder, 'password', {
      config: {
        products: ['passwords'],
        passwordOptions: {
          loginRedirectURL: 'https://app.test/login',
          resetPasswordRedirectURL: 'https://app.test/reset',
          resetPasswordExpirationMinutes: 15,
          resetPasswordTemplateId: 'reset-template',
        },
      },
    });
    await user.type(passwordInput(), 'my secret words');
    await user.click(continueButton());
    expect(
      await screen.findByRole('heading', { name: 'Check your email to set a new password!' }),
    ).toBeTruthy();
    expect(fake.calls('passwords.resetByEmailStart')).toEqual([
      [
        {
          email: 'ada@example.com',
          login_redirect_url: 'https://app.test/login',
          login_expiration_minutes: undefined,
          reset_password_redirect_url: 'https://app.test/reset',
          reset_password_expiration_minutes: 15,
          reset_password_template_id: 'reset-template',
          locale: 'en',
        },
      ],
    ]);
    expect(events).toContainEqual({
      type: 'email_sent',
      data: { email: 'ada@example.com', type: 'reset_password' },
    });
  });

  it('shows the breached notice instead when the refused password appears in a breach', async () => {
    const builder = fakeClient()
      .rejects('passwords.authenticate', apiError('reset_password', 'This password must be reset.'))
      .resolves('passwords.resetByEmailStart', sent)
      .resolves('passwords.strengthCheck', strengthAnswer({ valid: false, breached: true }));
    const { user, handle } = await openPasswordScreen(builder, 'password');
    await user.type(passwordInput(), 'password1');
    await user.click(continueButton());
    expect(
      await screen.findByRole('heading', { name: 'Check your email to set a new password' }),
    ).toBeTruthy();
    expect(handle.state.screen).toBe('PasswordBreached');
  });

  it('"Forgot Password?" sends a reset email and shows "Forgot password?"', async () => {
    const builder = fakeClient().resolves('passwords.resetByEmailStart', sent);
    const { user, fake } = await openPasswordScreen(builder, 'password');
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot password?' })).toBeTruthy();
    expect(fake.calls('passwords.resetByEmailStart')[0]?.[0]).toMatchObject({ email: 'ada@example.com' });
    expect(screen.getByText('ada@example.com').tagName).toBe('STRONG');
  });
});

describe('passwordless mode (an account without a password)', () => {
  it('sends an email passcode when passcodes are on for email', async () => {
    const builder = fakeClient()
      .resolves('otps.email.loginOrCreate', { ...sent, method_id: 'email-test-2' })
      .resolves('magicLinks.email.loginOrCreate', sent);
    const { fake, handle } = await openPasswordScreen(builder, 'passwordless', {
      config: { products: ['passwords', 'otp'], otpOptions: { methods: ['email'] } },
    });
    await vi.waitFor(() => expect(handle.state.screen).toBe('OTPAuthenticate'));
    expect(fake.calls('otps.email.loginOrCreate')[0]?.[0]).toBe('ada@example.com');
    expect(fake.calls('magicLinks.email.loginOrCreate')).toEqual([]);
  });

  it('sends a login link when magic links are on and email passcodes are not', async () => {
    const builder = fakeClient().resolves('magicLinks.email.loginOrCreate', sent);
    const { fake } = await openPasswordScreen(builder, 'passwordless', {
      config: { products: ['emailMagicLinks', 'passwords'] },
    });
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(fake.calls('magicLinks.email.loginOrCreate')).toHaveLength(1);
  });

  it('otherwise sends a password-reset email and shows "Check your email!"', async () => {
    const builder = fakeClient().resolves('passwords.resetByEmailStart', sent);
    const { fake } = await openPasswordScreen(builder, 'passwordless');
    expect(await screen.findByRole('heading', { name: 'Check your email!' })).toBeTruthy();
    expect(fake.calls('passwords.resetByEmailStart')).toHaveLength(1);
  });

  it('shows why the email could not be sent', async () => {
    const builder = fakeClient().rejects(
      'passwords.resetByEmailStart',
      apiError('too_many_requests', 'Too many emails.', 429),
    );
    const { errors } = await openPasswordScreen(builder, 'passwordless');
    expect((await screen.findByText('Too many emails.')).getAttribute('role')).toBe('alert');
    expect(errors.map((error) => error.message)).toEqual(['Too many emails.']);
  });
});
