import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { es } from '../../locales/es';
import { apiError, fakeClient } from '../../test-support/fake-client';
import { renderWidget } from '../../test-support/render-widget';

describe('Main with email magic links (the default product)', () => {
  it('shows "Sign up or log in" and a required email field, with no tab strip', async () => {
    renderWidget(fakeClient().build());
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    expect(email.required).toBe(true);
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('emits render_login_screen with the host config', async () => {
    const config = { emailMagicLinksOptions: { loginRedirectURL: 'https://app.test/auth' } };
    const { events } = renderWidget(fakeClient().build(), { config });
    await screen.findByLabelText('Email');
    expect(events).toContainEqual({ type: 'render_login_screen', data: { config } });
  });

  it('emits render_login_screen once per widget, however often the host updates it', async () => {
    const { events, handle } = renderWidget(fakeClient().build(), { config: {} });
    await screen.findByLabelText('Email');
    act(() => handle.update({ config: {}, locale: es }));
    act(() => handle.update({ config: {}, locale: 'en' }));
    await screen.findByLabelText('Email');
    expect(events.filter((event) => event.type === 'render_login_screen')).toHaveLength(1);
  });

  it('says "Invalid email address, please try again." and sends nothing for a malformed address', async () => {
    const fake = fakeClient().build();
    const { user } = renderWidget(fake);
    await user.type(await screen.findByLabelText('Email'), 'someone@example');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    const problem = await screen.findByText('Invalid email address, please try again.');
    expect(problem.getAttribute('role')).toBe('alert');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toBe(problem.id);
    expect(fake.calls('magicLinks.email.loginOrCreate')).toEqual([]);
  });

  it('sends the link with the configured redirect URLs and 30-minute default expiries', async () => {
    const fake = fakeClient()
      .resolves('magicLinks.email.loginOrCreate', { request_id: 'r', status_code: 200 })
      .build();
    const { user } = renderWidget(fake, {
      config: {
        emailMagicLinksOptions: {
          loginRedirectURL: 'https://app.test/login',
          signupRedirectURL: 'https://app.test/signup',
        },
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(fake.calls('magicLinks.email.loginOrCreate')).toEqual([
      [
        'ada@example.com',
        expect.objectContaining({
          login_magic_link_url: 'https://app.test/login',
          signup_magic_link_url: 'https://app.test/signup',
          login_expiration_minutes: 30,
          signup_expiration_minutes: 30,
        }),
      ],
    ]);
  });

  it('disables the button and shows a spinner while the link is being sent', async () => {
    const builder = fakeClient();
    const send = builder.pending('magicLinks.email.loginOrCreate');
    const { user } = renderWidget(builder.build());
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    const button = screen.getByRole('button', { name: /Continue with email/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.foyer-spinner')).not.toBeNull();
    send.resolve({ request_id: 'r', status_code: 200 });
    await screen.findByRole('heading', { name: 'Check your email' });
  });

  it('neither moves on nor emits email_sent when the link is sent after the host unmounted', async () => {
    const builder = fakeClient();
    const send = builder.pending('magicLinks.email.loginOrCreate');
    const { user, handle, events } = renderWidget(builder.build());
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    act(() => handle.unmount());
    await act(async () => send.resolve({ request_id: 'r', status_code: 200 }));
    expect(handle.state.screen).toBe('Main');
    expect(handle.state.formState.magicLinkState.email).toBe('');
    expect(events.map((event) => event.type)).not.toContain('email_sent');
  });

  it('shows "Check your email" after sending the link, with the address in bold', async () => {
    const fake = fakeClient()
      .resolves('magicLinks.email.loginOrCreate', { request_id: 'r', status_code: 200 })
      .build();
    const { user, events, handle } = renderWidget(fake);
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    // The heading takes focus in an effect after the screen commits, not with its first paint.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const bold = screen.getByText('ada@example.com');
    expect(bold.tagName).toBe('STRONG');
    expect(bold.closest('p')?.textContent).toBe('An email was sent to ada@example.com.');
    expect(events).toContainEqual({
      type: 'email_sent',
      data: { email: 'ada@example.com', type: 'login_or_create_eml' },
    });
    expect(handle.state.screen).toBe('EmailConfirmation');
    expect(handle.state.formState.magicLinkState.email).toBe('ada@example.com');
    expect(fake.telemetry.map((event) => event.name)).toContain('email_sent');
  });

  it('shows the message of a known server error type and reports it', async () => {
    const fake = fakeClient()
      .rejects('magicLinks.email.loginOrCreate', apiError('invalid_email', 'The email is invalid.'))
      .build();
    const { user, errors } = renderWidget(fake);
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect((await screen.findByText('Invalid email address, please try again.')).getAttribute('role')).toBe(
      'alert',
    );
    expect(errors.map((error) => error.message)).toEqual(['Invalid email address, please try again.']);
    expect((screen.getByRole('button', { name: 'Continue with email' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it("shows the server's own text, as text, for an unknown error type", async () => {
    const fake = fakeClient()
      .rejects(
        'magicLinks.email.loginOrCreate',
        apiError('too_many_requests', '<b>Slow down</b> please.', 429),
      )
      .build();
    const { user } = renderWidget(fake);
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    const alert = await screen.findByText('<b>Slow down</b> please.');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.querySelector('b')).toBeNull();
  });
});

describe('EmailConfirmation', () => {
  async function sendLinkTo(email: string, bootstrap: { emailDomains: string[] }, domainHint?: string) {
    const fake = fakeClient()
      .withBootstrap(bootstrap)
      .resolves('magicLinks.email.loginOrCreate', { request_id: 'r', status_code: 200 })
      .build();
    const rendered = renderWidget(
      fake,
      domainHint ? { config: { emailMagicLinksOptions: { domainHint } } } : {},
    );
    await rendered.user.type(await screen.findByLabelText('Email'), email);
    await rendered.user.click(screen.getByRole('button', { name: 'Continue with email' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    return rendered;
  }

  it('links to three web-mail services in a new tab, searching by the single sender domain', async () => {
    await sendLinkTo('ada@example.com', { emailDomains: ['mail.example.org'] });
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Open in Gmail (opens in a new tab)',
      'Open in Yahoo (opens in a new tab)',
      'Open in Outlook (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(decodeURIComponent(links[0]?.getAttribute('href') ?? '')).toContain('from:@mail.example.org');
    expect(links[1]?.getAttribute('href')).toContain('keyword=mail.example.org');
  });

  it('does not guess a sender when bootstrap lists more than one email domain', async () => {
    await sendLinkTo('ada@example.com', { emailDomains: ['a.example', 'b.example'] });
    const gmail = screen.getByRole('link', { name: /Gmail/ });
    expect(decodeURIComponent(gmail.getAttribute('href') ?? '')).not.toContain('from:');
  });

  it('prefers the configured domain hint', async () => {
    await sendLinkTo('ada@example.com', { emailDomains: ['a.example', 'b.example'] }, 'hint.example');
    const gmail = screen.getByRole('link', { name: /Gmail/ });
    expect(decodeURIComponent(gmail.getAttribute('href') ?? '')).toContain('from:@hint.example');
  });

  it('"Try again" clears the stored email, returns to Main and emits email_try_again_clicked', async () => {
    const { user, events, handle } = await sendLinkTo('ada@example.com', { emailDomains: [] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const heading = await screen.findByRole('heading', { name: 'Sign up or log in' });
    // The heading takes focus in an effect after the screen commits, not with its first paint.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(handle.state.formState.magicLinkState.email).toBe('');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
    expect(events).toContainEqual({
      type: 'email_try_again_clicked',
      data: { email: 'ada@example.com', type: 'login_or_create_eml' },
    });
    expect(events.filter((event) => event.type === 'render_login_screen')).toHaveLength(1);
  });
});
